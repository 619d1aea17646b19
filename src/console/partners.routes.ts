import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listAccess } from '../access-log/access-log.queries.ts';
import { approveConsent, denyConsent, pendingConsent } from '../partners/oauth/consent.ts';
import {
  findGrant,
  GrantRequestError,
  listGrants,
  revokeGrant,
  withholdFromGrant,
} from '../partners/partner-grants.ts';
import { disabledLanesOf, enableLane } from '../partners/webhooks/webhook-lane-status.ts';
import { consoleUserEmails } from './console-users.ts';
import {
  actorOf,
  CONSOLE_PREFIX,
  ConsolePageError,
  contentSecurityPolicy,
  pageContext,
  redirect,
  sendPage,
  signedIn,
} from './context.ts';
import { connectedAppsPage, consentPage, disconnectPage, grantAccessPage } from './views/partner-pages.ts';

const UidParams = Type.Object({ uid: Type.String({ maxLength: 200 }) });
const GrantParams = Type.Object({ grantId: Type.String({ maxLength: 200 }) });
const Csrf = Type.Optional(Type.String({ maxLength: 200 }));
const ConsentBody = Type.Object({ _csrf: Csrf, decision: Type.Optional(Type.String({ maxLength: 20 })) });

const Field = Type.String({ maxLength: 100 });
const WithheldBody = Type.Object({
  _csrf: Csrf,
  withhold: Type.Optional(Type.Union([Field, Type.Array(Field, { maxItems: 50 })])),
});

const AppsQuery = Type.Object({
  revoked: Type.Optional(Type.String({ maxLength: 200 })),
  withheld: Type.Optional(Type.String({ maxLength: 200 })),
  resumed: Type.Optional(Type.String({ maxLength: 200 })),
});
const RevokeBody = Type.Object({ _csrf: Csrf });

type UidRequest<Body = unknown> = FastifyRequest<{ Params: Static<typeof UidParams>; Body: Body }>;
type GrantRequest<Body = unknown> = FastifyRequest<{ Params: Static<typeof GrantParams>; Body: Body }>;

const gone = () => new ConsolePageError(404, (t) => t.partners.consentGone);

/** The app, its scopes in words, and the approve and deny buttons. */
export async function handleConsentPage(request: UidRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const provider = await request.server.oauth.get();
  const exchange = { req: request.raw, res: reply.raw };
  const pending = await pendingConsent(provider, request.server.store.db, exchange, request.params.uid);
  if (!pending) throw gone();
  // Only the origins of the app's registered redirect URIs: the exact URI is checked by the server.
  const origins = [...new Set(pending.app.redirectUris.map((uri) => new URL(uri).origin))];
  reply.header('content-security-policy', contentSecurityPolicy(origins));
  return sendPage(
    reply,
    200,
    consentPage(pageContext(request), {
      uid: pending.uid,
      appName: pending.app.name,
      organizationName: auth.organization.name,
      scopes: pending.scopes,
      namesApprover: pending.protocolScopes.includes('openid'),
      csrfToken: auth.session.csrfToken,
    }),
  );
}

export async function handleConsentDecision(
  request: UidRequest<Static<typeof ConsentBody>>,
  reply: FastifyReply,
) {
  const auth = signedIn(request);
  const provider = await request.server.oauth.get();
  const db = request.server.store.db;
  const exchange = { req: request.raw, res: reply.raw };
  const pending = await pendingConsent(provider, db, exchange, request.params.uid);
  if (!pending) throw gone();
  if (request.body.decision === 'approve') {
    const { location } = await approveConsent(provider, db, exchange, pending, {
      organizationId: auth.organization.id,
      userId: auth.user.id,
    });
    return redirect(reply, location);
  }
  if (request.body.decision === 'deny') return redirect(reply, await denyConsent(provider, exchange));
  throw new ConsolePageError(400, (t) => t.errorBadRequest);
}

export async function handleConnectedApps(
  request: FastifyRequest<{ Querystring: Static<typeof AppsQuery> }>,
  reply: FastifyReply,
) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const ctx = pageContext(request);
  const grants = await listGrants(db, auth.organization.id);
  const approvers = [...new Set(grants.flatMap((g) => g.grantedBy ?? []))];
  const revoked = request.query.revoked ? grants.find((g) => g.id === request.query.revoked) : undefined;
  const withheld = request.query.withheld ? grants.find((g) => g.id === request.query.withheld) : undefined;
  const resumed = request.query.resumed ? grants.find((g) => g.id === request.query.resumed) : undefined;
  return sendPage(
    reply,
    200,
    connectedAppsPage(ctx, {
      grants,
      grantedBy: await consoleUserEmails(db, auth.organization.id, approvers),
      csrfToken: auth.session.csrfToken,
      stoppedEvents: await disabledLanesOf(db, auth.organization.id),
      ...(revoked ? { notice: ctx.t.partners.revokedNotice(revoked.appName) } : {}),
      ...(resumed ? { notice: ctx.t.partners.eventsResumed(resumed.appName) } : {}),
      ...(withheld ? { notice: ctx.t.partners.withheldSaved(withheld.appName) } : {}),
    }),
  );
}

/** What disconnecting the app does, asked before the POST that does it. */
export async function handleDisconnectPage(request: GrantRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const grant = await findGrant(request.server.store.db, auth.organization.id, request.params.grantId);
  if (!grant) throw new ConsolePageError(404, (t) => t.errorNotFound);
  if (grant.revokedAt) {
    return redirect(reply, `${CONSOLE_PREFIX}/connected-apps?revoked=${encodeURIComponent(grant.id)}`);
  }
  return sendPage(
    reply,
    200,
    disconnectPage(pageContext(request), grant, auth.organization.name, auth.session.csrfToken),
  );
}

export async function handleRevokeGrant(request: GrantRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const grantId = request.params.grantId;
  const result = await revokeGrant(request.server.store.db, auth.organization.id, grantId, actorOf(auth));
  if (result.outcome === 'not_found') throw new ConsolePageError(404, (t) => t.errorNotFound);
  return redirect(reply, `${CONSOLE_PREFIX}/connected-apps?revoked=${encodeURIComponent(grantId)}`);
}

/** The fields ticked are withheld from the app's next request on; the form posts their API names. */
export async function handleWithholdFromGrant(
  request: GrantRequest<Static<typeof WithheldBody>>,
  reply: FastifyReply,
) {
  const auth = signedIn(request);
  const grantId = request.params.grantId;
  const ticked = request.body.withhold;
  const fields = ticked === undefined ? [] : Array.isArray(ticked) ? ticked : [ticked];
  try {
    const grant = await withholdFromGrant(
      request.server.store.db,
      auth.organization.id,
      grantId,
      fields,
      actorOf(auth),
    );
    if (!grant) throw new ConsolePageError(404, (t) => t.errorNotFound);
  } catch (error) {
    if (error instanceof GrantRequestError) throw new ConsolePageError(400, (t) => t.errorBadRequest);
    throw error;
  }
  return redirect(reply, `${CONSOLE_PREFIX}/connected-apps?withheld=${encodeURIComponent(grantId)}`);
}

/** The app's events of this organization, stopped by a last failed retry, go out again in order. */
export async function handleResumeEvents(request: GrantRequest, reply: FastifyReply) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const grant = await findGrant(db, auth.organization.id, request.params.grantId);
  if (!grant || grant.revokedAt) throw new ConsolePageError(404, (t) => t.errorNotFound);
  await enableLane(db, { appId: grant.appId, organizationId: auth.organization.id }, () => actorOf(auth));
  return redirect(reply, `${CONSOLE_PREFIX}/connected-apps?resumed=${encodeURIComponent(grant.id)}`);
}

export async function handleGrantAccessLog(request: GrantRequest, reply: FastifyReply) {
  const db = request.server.store.db;
  const auth = signedIn(request);
  const grant = await findGrant(db, auth.organization.id, request.params.grantId);
  if (!grant) throw new ConsolePageError(404, (t) => t.errorNotFound);
  const entries = await listAccess(db, auth.organization.id, { keyId: grant.id });
  return sendPage(reply, 200, grantAccessPage(pageContext(request), { grant, entries }));
}

/**
 * The consent screen of the OAuth authorization server, and the organization's "Connected apps".
 * Behind `adminOnly` (console.routes.ts): signed in, an admin, every POST with the session's CSRF
 * token, and the console's headers forbid framing.
 */
export const partnersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/oauth/consent/:uid', { schema: { params: UidParams } }, handleConsentPage);
  app.post(
    '/oauth/consent/:uid',
    { schema: { params: UidParams, body: ConsentBody } },
    handleConsentDecision,
  );
  app.get('/connected-apps', { schema: { querystring: AppsQuery } }, handleConnectedApps);
  app.get('/connected-apps/:grantId/revoke', { schema: { params: GrantParams } }, handleDisconnectPage);
  app.post(
    '/connected-apps/:grantId/revoke',
    { schema: { params: GrantParams, body: RevokeBody } },
    handleRevokeGrant,
  );
  app.post(
    '/connected-apps/:grantId/withheld',
    { schema: { params: GrantParams, body: WithheldBody } },
    handleWithholdFromGrant,
  );
  app.post(
    '/connected-apps/:grantId/resume-events',
    { schema: { params: GrantParams, body: RevokeBody } },
    handleResumeEvents,
  );
  app.get('/connected-apps/:grantId/access-log', { schema: { params: GrantParams } }, handleGrantAccessLog);
};
