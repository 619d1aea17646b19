import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listAccess } from '../access-log/access-log.queries.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { leaversDue, parseRetentionYears, setLeaverRetention } from '../privacy/leaver-retention.ts';
import { exportPersonalFile } from '../privacy/personal-file.ts';
import { isValidId } from '../shared/ids.ts';
import { todayIn } from '../shared/time.ts';
import {
  actorOf,
  CONSOLE_PREFIX,
  ConsolePageError,
  pageContext,
  redirect,
  sendPage,
  signedIn,
} from './context.ts';
import { accessCsv, byIntegration, collaboratorPage, privacyPage } from './views/privacy-pages.ts';

const UPCOMING_DAYS = 30;
const Csrf = Type.Optional(Type.String({ maxLength: 200 }));
const CollaboratorParams = Type.Object({ collaboratorId: Type.String({ maxLength: 200 }) });

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Retention of former employees, who read whom, and a person's own file. Behind `adminOnly`. */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  async function collaboratorOf(organizationId: string, collaboratorId: string) {
    if (!isValidId(collaboratorId)) throw new ConsolePageError(404, (t) => t.errorNotFound);
    const row = await db()
      .selectFrom('collaborators')
      .select(['id', 'first_name', 'last_name'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', collaboratorId)
      .executeTakeFirst();
    if (!row) throw new ConsolePageError(404, (t) => t.errorNotFound);
    return { id: row.id, firstName: row.first_name, lastName: row.last_name };
  }

  app.get(
    '/privacy',
    { schema: { querystring: Type.Object({ saved: Type.Optional(Type.String({ maxLength: 10 })) }) } },
    async (request, reply) => {
      const auth = signedIn(request);
      const ctx = pageContext(request);
      const organization = await findOrganization(db(), auth.organization.id);
      if (!organization) throw new ConsolePageError(404, (t) => t.errorNotFound);
      const years = organization.leaverRetentionYears;
      const today = todayIn(organization.timezone);
      const upcoming =
        years === null ? [] : await leaversDue(db(), organization.id, years, addDays(today, UPCOMING_DAYS));
      return sendPage(
        reply,
        200,
        privacyPage(ctx, {
          csrfToken: auth.session.csrfToken,
          retentionYears: years,
          upcoming,
          ...(request.query.saved ? { notice: ctx.t.privacy.retentionSaved } : {}),
        }),
      );
    },
  );

  app.post(
    '/privacy/retention',
    { schema: { body: Type.Object({ _csrf: Csrf, years: Type.Optional(Type.String({ maxLength: 10 })) }) } },
    async (request, reply) => {
      const auth = signedIn(request);
      const raw = (request.body.years ?? '').trim();
      const years = raw === '' ? null : parseRetentionYears(raw);
      if (years === undefined) throw new ConsolePageError(400, (t) => t.privacy.retentionInvalid);
      await setLeaverRetention(db(), auth.organization.id, years, actorOf(auth));
      return redirect(reply, `${CONSOLE_PREFIX}/privacy?saved=1`);
    },
  );

  app.get(
    '/collaborators',
    { schema: { querystring: Type.Object({ id: Type.Optional(Type.String({ maxLength: 200 })) }) } },
    async (request, reply) => {
      const id = (request.query.id ?? '').trim();
      if (!isValidId(id)) throw new ConsolePageError(404, (t) => t.errorNotFound);
      return redirect(reply, `${CONSOLE_PREFIX}/collaborators/${encodeURIComponent(id)}`);
    },
  );

  app.get(
    '/collaborators/:collaboratorId',
    { schema: { params: CollaboratorParams } },
    async (request, reply) => {
      const auth = signedIn(request);
      const collaborator = await collaboratorOf(auth.organization.id, request.params.collaboratorId);
      const entries = await listAccess(db(), auth.organization.id, { collaboratorId: collaborator.id });
      return sendPage(
        reply,
        200,
        collaboratorPage(pageContext(request), {
          csrfToken: auth.session.csrfToken,
          collaborator,
          access: byIntegration(entries),
        }),
      );
    },
  );

  app.get(
    '/collaborators/:collaboratorId/access-log.csv',
    { schema: { params: CollaboratorParams } },
    async (request, reply) => {
      const auth = signedIn(request);
      const collaborator = await collaboratorOf(auth.organization.id, request.params.collaboratorId);
      const entries = await listAccess(db(), auth.organization.id, { collaboratorId: collaborator.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="access-log-${collaborator.id}.csv"`)
        .send(accessCsv(entries));
    },
  );

  app.post(
    '/collaborators/:collaboratorId/export',
    { schema: { params: CollaboratorParams, body: Type.Object({ _csrf: Csrf }) } },
    async (request, reply) => {
      const auth = signedIn(request);
      const collaborator = await collaboratorOf(auth.organization.id, request.params.collaboratorId);
      const file = await exportPersonalFile(db(), auth.organization.id, collaborator.id, actorOf(auth));
      if (!file) throw new ConsolePageError(404, (t) => t.errorNotFound);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store, max-age=0')
        .header('content-disposition', `attachment; filename="collaborator-${collaborator.id}.json"`)
        .send(JSON.stringify(file, null, 2));
    },
  );
};
