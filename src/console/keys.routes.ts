import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createApiKey, KeyRequestError, listApiKeys, revokeApiKey } from '../auth/keys/api-keys.ts';
import { listAuditEvents } from '../db/audit.ts';
import { findApiKey, newestKeyCreatedBy } from './console.queries.ts';
import { consoleUserEmails } from './console-users.ts';
import {
  actorOf,
  CONSOLE_PREFIX,
  type ConsoleAuth,
  ConsolePageError,
  pageContext,
  redirect,
  sendPage,
  signedIn,
} from './context.ts';
import { keyFormProblems } from './key-form-problems.ts';
import { revokePage, secretPage } from './views/key-pages.ts';
import { type KeysPageData, keysPage } from './views/keys-page.ts';

const RECENT_EVENTS = 12;
const KeyParams = Type.Object({ keyId: Type.String({ maxLength: 200 }) });
const Csrf = Type.Optional(Type.String({ maxLength: 200 }));
const CreateKeyBody = Type.Object({
  _csrf: Csrf,
  basis: Type.Optional(Type.String({ maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  scopes: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 50 })])),
  withhold: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 50 })])),
  expiresAt: Type.Optional(Type.String({ maxLength: 40 })),
  allowFrom: Type.Optional(Type.String({ maxLength: 2000 })),
});
const KeysQuery = Type.Object({ revoked: Type.Optional(Type.String({ maxLength: 200 })) });
const RevokeBody = Type.Object({ _csrf: Csrf });

type KeyRequest = FastifyRequest<{ Params: Static<typeof KeyParams> }>;

/** What the keys page shows: the keys, the recent key events with their actors, the form's basis. */
async function pageData(
  request: FastifyRequest,
  auth: ConsoleAuth,
  extra: Pick<KeysPageData, 'form' | 'notice'> = {},
): Promise<KeysPageData> {
  const db = request.server.store.db;
  const orgId = auth.organization.id;
  const [keys, events, formBasis] = await Promise.all([
    listApiKeys(db, orgId),
    listAuditEvents(db, orgId, { limit: RECENT_EVENTS, targetType: 'api_key' }),
    newestKeyCreatedBy(db, orgId, auth.user.id),
  ]);
  const userIds = [
    ...new Set(events.filter((e) => e.actorType === 'console_user').flatMap((e) => e.actorId ?? [])),
  ];
  return {
    organization: auth.organization,
    csrfToken: auth.session.csrfToken,
    keys,
    events,
    actors: await consoleUserEmails(db, orgId, userIds),
    formBasis,
    ...extra,
  };
}

export async function handleKeysPage(
  request: FastifyRequest<{ Querystring: Static<typeof KeysQuery> }>,
  reply: FastifyReply,
) {
  const auth = signedIn(request);
  const ctx = pageContext(request);
  let notice: string | undefined;
  if (request.query.revoked) {
    const key = await findApiKey(request.server.store.db, auth.organization.id, request.query.revoked);
    if (key) notice = ctx.t.revokedNotice(key.name);
  }
  return sendPage(reply, 200, keysPage(ctx, await pageData(request, auth, notice ? { notice } : {})));
}

/** A new key, its secret shown once; a replayed form (reload, double click) creates nothing. */
export async function handleCreateKey(
  request: FastifyRequest<{ Body: Static<typeof CreateKeyBody> }>,
  reply: FastifyReply,
) {
  const auth = signedIn(request);
  const ctx = pageContext(request, `${CONSOLE_PREFIX}/keys`);
  const db = request.server.store.db;
  const basis = await newestKeyCreatedBy(db, auth.organization.id, auth.user.id);
  if ((request.body.basis ?? '') !== basis) throw new ConsolePageError(409, (t) => t.alreadySubmitted);
  const name = request.body.name ?? '';
  const scopes = [request.body.scopes ?? []].flat();
  const withhold = [request.body.withhold ?? []].flat();
  const expiresAt = request.body.expiresAt?.trim() ?? '';
  const allowFrom = request.body.allowFrom?.trim() ?? '';
  try {
    const { key, secret } = await createApiKey(
      db,
      {
        organizationId: auth.organization.id,
        name,
        scopes,
        kind: 'self_serve',
        withhold,
        ...(expiresAt !== '' ? { expiresAt } : {}),
        ...(allowFrom !== '' ? { allowFrom: allowFrom.split(',') } : {}),
      },
      actorOf(auth),
    );
    // The secret lives only in this response: never in a URL, a redirect, a log or the session.
    reply.header('cache-control', 'no-store, max-age=0').header('pragma', 'no-cache');
    return sendPage(reply, 201, secretPage(ctx, key, secret));
  } catch (error) {
    if (!(error instanceof KeyRequestError)) throw error;
    // The console's own words where it can tell, createApiKey's otherwise (a withheld field).
    const worded = keyFormProblems(ctx.t, { name, scopes, expiresAt, allowFrom });
    const problems = worded.length > 0 ? worded : error.problems;
    const form = { name, scopes, withhold, expiresAt, allowFrom, problems };
    return sendPage(reply, 422, keysPage(ctx, await pageData(request, auth, { form })));
  }
}

export async function handleRevokePage(request: KeyRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const key = await findApiKey(request.server.store.db, auth.organization.id, request.params.keyId);
  if (!key) throw new ConsolePageError(404, (t) => t.errorNotFound);
  if (key.status === 'revoked') return redirect(reply, `${CONSOLE_PREFIX}/keys?revoked=${key.id}`);
  return sendPage(reply, 200, revokePage(pageContext(request), key, auth.session.csrfToken));
}

export async function handleRevokeKey(request: KeyRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const result = await revokeApiKey(
    request.server.store.db,
    auth.organization.id,
    request.params.keyId,
    actorOf(auth),
  );
  if (result.outcome === 'not_found' || !result.key) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return redirect(reply, `${CONSOLE_PREFIX}/keys?revoked=${encodeURIComponent(result.key.id)}`);
}

/** The keys of the signed-in admin's organization: list, create (secret shown once), revoke. Behind `adminOnly`. */
export const keysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/keys', { schema: { querystring: KeysQuery } }, handleKeysPage);
  app.post('/keys', { schema: { body: CreateKeyBody } }, handleCreateKey);
  app.get('/keys/:keyId/revoke', { schema: { params: KeyParams } }, handleRevokePage);
  app.post('/keys/:keyId/revoke', { schema: { params: KeyParams, body: RevokeBody } }, handleRevokeKey);
};
