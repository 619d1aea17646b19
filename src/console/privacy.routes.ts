import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { listAccess } from '../access-log/access-log.queries.ts';
import type { Database } from '../db/schema.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { leaversDue, parseRetentionYears, setLeaverRetention } from '../privacy/leaver-retention.ts';
import { findPeopleByName } from '../privacy/people-search.ts';
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
import {
  accessCsv,
  byIntegration,
  collaboratorPage,
  peopleFoundPage,
  privacyPage,
  retentionPreviewPage,
} from './views/privacy-pages.ts';

const UPCOMING_DAYS = 30;
const Csrf = Type.Optional(Type.String({ maxLength: 200 }));
const CollaboratorParams = Type.Object({ collaboratorId: Type.String({ maxLength: 200 }) });
const PrivacyQuery = Type.Object({ saved: Type.Optional(Type.String({ maxLength: 10 })) });
/** `erases`: how many people the confirmed preview said the setting erases now. */
const RetentionBody = Type.Object({
  _csrf: Csrf,
  years: Type.Optional(Type.String({ maxLength: 10 })),
  erases: Type.Optional(Type.String({ maxLength: 10 })),
});
/** `q`: a name or an id; `id`: an id, as the form had it before names were searched. */
const LookupQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  id: Type.Optional(Type.String({ maxLength: 200 })),
});
const ExportBody = Type.Object({ _csrf: Csrf });

type CollaboratorRequest = FastifyRequest<{ Params: Static<typeof CollaboratorParams> }>;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One of the organization's people by id; another organization's is not found. */
function findPerson(db: Kysely<Database>, organizationId: string, id: string) {
  return db
    .selectFrom('collaborators')
    .select(['id', 'first_name', 'last_name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The organization's collaborator, or the console's 404 for an unknown one or another's. */
async function collaboratorOf(db: Kysely<Database>, organizationId: string, collaboratorId: string) {
  if (!isValidId(collaboratorId)) throw new ConsolePageError(404, (t) => t.errorNotFound);
  const row = await findPerson(db, organizationId, collaboratorId);
  if (!row) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return { id: row.id, firstName: row.first_name, lastName: row.last_name };
}

/** The retention setting, the people it erases in the coming days, and the lookup of a person. */
export async function handlePrivacyPage(
  request: FastifyRequest<{ Querystring: Static<typeof PrivacyQuery> }>,
  reply: FastifyReply,
) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const ctx = pageContext(request);
  const organization = await findOrganization(db, auth.organization.id);
  if (!organization) throw new ConsolePageError(404, (t) => t.errorNotFound);
  const years = organization.leaverRetentionYears;
  const today = todayIn(organization.timezone);
  const upcoming =
    years === null ? [] : await leaversDue(db, organization.id, years, addDays(today, UPCOMING_DAYS));
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
}

/**
 * Saves the retention, unless it would erase people at the next daily check that the admin has
 * not seen: then the preview (how many, who) and its confirmation come first. A confirmation of
 * fewer people than are due now is shown the preview again.
 */
export async function handleSaveRetention(
  request: FastifyRequest<{ Body: Static<typeof RetentionBody> }>,
  reply: FastifyReply,
) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const raw = (request.body.years ?? '').trim();
  const years = raw === '' ? null : parseRetentionYears(raw);
  if (years === undefined) throw new ConsolePageError(400, (t) => t.privacy.retentionInvalid);
  if (years !== null) {
    const organization = await findOrganization(db, auth.organization.id);
    if (!organization) throw new ConsolePageError(404, (t) => t.errorNotFound);
    const due = await leaversDue(db, organization.id, years, todayIn(organization.timezone));
    const confirmed = Number(request.body.erases ?? '0');
    if (due.length > 0 && !(confirmed >= due.length)) {
      return sendPage(
        reply,
        200,
        retentionPreviewPage(pageContext(request, `${CONSOLE_PREFIX}/privacy`), {
          csrfToken: auth.session.csrfToken,
          years,
          due,
        }),
      );
    }
  }
  await setLeaverRetention(db, auth.organization.id, years, actorOf(auth));
  return redirect(reply, `${CONSOLE_PREFIX}/privacy?saved=1`);
}

/**
 * A person looked up by what the officer typed: the id of one of the organization's people opens
 * them, anything else is a name, and lists the people it starts (family or given name, accents
 * and case ignored) to pick from. Ids are opaque, so a name may look like one: only an id found
 * opens a page.
 */
export async function handleFindPerson(
  request: FastifyRequest<{ Querystring: Static<typeof LookupQuery> }>,
  reply: FastifyReply,
) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const typed = (request.query.q ?? request.query.id ?? '').trim();
  const openPerson = () => redirect(reply, `${CONSOLE_PREFIX}/collaborators/${encodeURIComponent(typed)}`);
  if (request.query.q === undefined) {
    if (!isValidId(typed)) throw new ConsolePageError(404, (t) => t.errorNotFound);
    return openPerson();
  }
  if (isValidId(typed) && (await findPerson(db, auth.organization.id, typed))) return openPerson();
  const found = await findPeopleByName(db, auth.organization.id, typed);
  return sendPage(reply, 200, peopleFoundPage(pageContext(request), { query: typed, ...found }));
}

/** Who read this person's data (per integration), and the download of their own file. */
export async function handleCollaboratorPage(request: CollaboratorRequest, reply: FastifyReply) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const collaborator = await collaboratorOf(db, auth.organization.id, request.params.collaboratorId);
  const entries = await listAccess(db, auth.organization.id, { collaboratorId: collaborator.id });
  return sendPage(
    reply,
    200,
    collaboratorPage(pageContext(request), {
      csrfToken: auth.session.csrfToken,
      collaborator,
      access: byIntegration(entries),
    }),
  );
}

export async function handleAccessCsv(request: CollaboratorRequest, reply: FastifyReply) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const collaborator = await collaboratorOf(db, auth.organization.id, request.params.collaboratorId);
  const entries = await listAccess(db, auth.organization.id, { collaboratorId: collaborator.id });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="access-log-${collaborator.id}.csv"`)
    .send(accessCsv(entries));
}

export async function handleExportFile(request: CollaboratorRequest, reply: FastifyReply) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const collaborator = await collaboratorOf(db, auth.organization.id, request.params.collaboratorId);
  const file = await exportPersonalFile(db, auth.organization.id, collaborator.id, actorOf(auth));
  if (!file) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store, max-age=0')
    .header('content-disposition', `attachment; filename="collaborator-${collaborator.id}.json"`)
    .send(JSON.stringify(file, null, 2));
}

/** Retention of former employees, who read whom, and a person's own file. Behind `adminOnly`. */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/privacy', { schema: { querystring: PrivacyQuery } }, handlePrivacyPage);
  app.post('/privacy/retention', { schema: { body: RetentionBody } }, handleSaveRetention);
  app.get('/collaborators', { schema: { querystring: LookupQuery } }, handleFindPerson);
  app.get(
    '/collaborators/:collaboratorId',
    { schema: { params: CollaboratorParams } },
    handleCollaboratorPage,
  );
  app.get(
    '/collaborators/:collaboratorId/access-log.csv',
    { schema: { params: CollaboratorParams } },
    handleAccessCsv,
  );
  app.post(
    '/collaborators/:collaboratorId/export',
    { schema: { params: CollaboratorParams, body: ExportBody } },
    handleExportFile,
  );
};
