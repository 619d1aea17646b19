import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { recordAudit } from '../db/audit.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { isOneOf } from '../shared/guards.ts';
import { queueTestEvent, recentDeliveries, replayDelivery } from '../webhooks/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  type EventTypeChoice,
  enableWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  parseEventTypes,
  rotateWebhookSecret,
  type WebhookEndpoint,
  WebhookRequestError,
} from '../webhooks/endpoints.ts';
import { resolveDeliveryAddress, type UrlPolicy } from '../webhooks/url-guard.ts';
import { newestWebhookCreatedBy } from './console.queries.ts';
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
import type { Messages } from './i18n.ts';
import { deleteEndpointPage, endpointPage, webhookSecretPage } from './views/webhook-pages.ts';
import { type WebhooksPageData, webhooksPage } from './views/webhooks-page.ts';

const RECENT_DELIVERIES = 20;
const Csrf = Type.Optional(Type.String({ maxLength: 200 }));
const EndpointParams = Type.Object({ endpointId: Type.String({ maxLength: 200 }) });
const DeliveryParams = Type.Object({
  endpointId: Type.String({ maxLength: 200 }),
  deliveryId: Type.String({ maxLength: 200 }),
});
const CsrfBody = Type.Object({ _csrf: Csrf });
const BasisBody = Type.Object({ _csrf: Csrf, basis: Type.Optional(Type.String({ maxLength: 200 })) });
const CreateEndpointBody = Type.Object({
  _csrf: Csrf,
  basis: Type.Optional(Type.String({ maxLength: 200 })),
  url: Type.Optional(Type.String({ maxLength: 4096 })),
  all: Type.Optional(Type.String({ maxLength: 10 })),
  events: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 50 })])),
});
/** What the page that an action redirects to says it did. */
const DONE: Record<string, (t: Messages) => string> = {
  test: (t) => t.webhooks.testQueued,
  replay: (t) => t.webhooks.replayed,
  enable: (t) => t.webhooks.enabledNotice,
};
const DoneQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })) });

const policyOf = (request: FastifyRequest): UrlPolicy => ({
  allowPrivate: request.server.config.webhooksAllowPrivate,
  production: request.server.config.production,
});

/** A signing secret lives only in the response that shows it: never cached, in a URL, a redirect or a log. */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store, max-age=0').header('pragma', 'no-cache');
}

/** A request of one of these routes, as its schema types it. */
type RouteRequest<Parts extends { Params?: unknown; Body?: unknown; Querystring?: unknown }> =
  FastifyRequest<Parts>;
type EndpointRequest<Body = unknown> = RouteRequest<{ Params: Static<typeof EndpointParams>; Body: Body }>;

const endpointUrl = (id: string, done?: string) =>
  `${CONSOLE_PREFIX}/webhooks/${encodeURIComponent(id)}${done ? `?done=${done}` : ''}`;

/** The organization's endpoint, or the 404 page: another organization's id is simply not found. */
async function endpointOf(request: FastifyRequest, auth: ConsoleAuth, id: string): Promise<WebhookEndpoint> {
  const endpoint = await findWebhookEndpoint(request.server.store.db, auth.organization.id, id);
  if (!endpoint) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return endpoint;
}

/** What the list page shows: the endpoints, and the basis that makes its form submit once. */
async function listData(
  request: FastifyRequest,
  auth: ConsoleAuth,
  extra: Pick<WebhooksPageData, 'form' | 'notice'> = {},
): Promise<WebhooksPageData> {
  const db = request.server.store.db;
  const [endpoints, formBasis] = await Promise.all([
    listWebhookEndpoints(db, auth.organization.id),
    newestWebhookCreatedBy(db, auth.organization.id, auth.user.id),
  ]);
  return { csrfToken: auth.session.csrfToken, endpoints, formBasis, ...extra };
}

async function showEndpoints(
  request: RouteRequest<{ Querystring: { deleted?: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = signedIn(request);
  const ctx = pageContext(request);
  const notice = request.query.deleted !== undefined ? ctx.t.webhooks.deletedNotice : undefined;
  return sendPage(reply, 200, webhooksPage(ctx, await listData(request, auth, notice ? { notice } : {})));
}

type CreateRequest = RouteRequest<{ Body: Static<typeof CreateEndpointBody> }>;

/** A reload of the page that showed the new secret would register the endpoint twice: refused. */
async function refuseResubmission(request: CreateRequest, auth: ConsoleAuth): Promise<void> {
  const basis = await newestWebhookCreatedBy(request.server.store.db, auth.organization.id, auth.user.id);
  if ((request.body.basis ?? '') !== basis)
    throw new ConsolePageError(409, (t) => t.webhooks.alreadySubmitted);
}

/**
 * Every problem of a refused form, in the console's words (the API's keep the technical detail):
 * refused event types stop before the URL is checked, so it is checked here in any case.
 */
async function problemsOf(t: Messages, error: WebhookRequestError, form: EndpointForm, policy: UrlPolicy) {
  const problems: string[] = [];
  const checked = await resolveDeliveryAddress(form.url.trim(), policy);
  if (!checked.ok) problems.push(t.webhooks.urlRefused[checked.refusal]);
  if (!form.eventsParsed) {
    const unknown = form.events.filter((type) => !isOneOf(CHANGE_TYPES, type));
    problems.push(unknown.length > 0 ? t.webhooks.unknownEvents(unknown.join(', ')) : t.webhooks.noEvents);
  }
  return problems.length > 0 ? problems : [...error.problems];
}

interface EndpointForm {
  url: string;
  events: string[];
  eventsParsed: boolean;
}

/** Registers an endpoint and shows its secret once (201), or the list with the form's problems (422). */
async function registerEndpoint(request: CreateRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = signedIn(request);
  const ctx = pageContext(request, `${CONSOLE_PREFIX}/webhooks`);
  await refuseResubmission(request, auth);
  const url = request.body.url ?? '';
  const all = request.body.all !== undefined;
  const events = [request.body.events ?? []].flat();
  const policy = policyOf(request);
  let eventTypes: EventTypeChoice[] | undefined;
  try {
    eventTypes = parseEventTypes(all ? '*' : events);
    const { endpoint, secret } = await createWebhookEndpoint(
      request.server.store.db,
      { organizationId: auth.organization.id, url, eventTypes },
      policy,
      actorOf(auth),
    );
    return sendPage(noStore(reply), 201, webhookSecretPage(ctx, endpoint, secret, false));
  } catch (error) {
    if (!(error instanceof WebhookRequestError)) throw error;
    const eventsParsed = eventTypes !== undefined;
    const problems = await problemsOf(ctx.t, error, { url, events, eventsParsed }, policy);
    const form = { url, events, all, problems };
    return sendPage(reply, 422, webhooksPage(ctx, await listData(request, auth, { form })));
  }
}

async function showEndpoint(
  request: RouteRequest<{ Params: Static<typeof EndpointParams>; Querystring: Static<typeof DoneQuery> }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = signedIn(request);
  const ctx = pageContext(request);
  const endpoint = await endpointOf(request, auth, request.params.endpointId);
  const deliveries = await recentDeliveries(
    request.server.store.db,
    auth.organization.id,
    endpoint.id,
    RECENT_DELIVERIES,
  );
  const done = request.query.done ? DONE[request.query.done] : undefined;
  return sendPage(
    reply,
    200,
    endpointPage(ctx, {
      csrfToken: auth.session.csrfToken,
      endpoint,
      deliveries,
      ...(done ? { notice: done(ctx.t) } : {}),
    }),
  );
}

/** Queues a test event to an active endpoint, audited in the same transaction. */
async function sendTestEvent(request: EndpointRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = signedIn(request);
  const endpoint = await endpointOf(request, auth, request.params.endpointId);
  if (endpoint.status !== 'active') throw new ConsolePageError(409, (t) => t.webhooks.testWhileDisabled);
  await writeTransaction(request.server.store, async (trx) => {
    const deliveryId = await queueTestEvent(trx, auth.organization.id, endpoint.id);
    await recordAudit(trx, auth.organization.id, actorOf(auth), {
      action: 'webhook.test_queued',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      details: { deliveryId },
    });
  });
  return redirect(reply, endpointUrl(endpoint.id, 'test'));
}

/** Sends a delivery again as a new one, audited in the same transaction; 404 if it is not the endpoint's. */
async function replayEndpointDelivery(
  request: RouteRequest<{ Params: Static<typeof DeliveryParams>; Body: unknown }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = signedIn(request);
  const endpoint = await endpointOf(request, auth, request.params.endpointId);
  const replayed = await writeTransaction(request.server.store, async (trx) => {
    const deliveryId = await replayDelivery(
      trx,
      auth.organization.id,
      endpoint.id,
      request.params.deliveryId,
    );
    if (!deliveryId) return false;
    await recordAudit(trx, auth.organization.id, actorOf(auth), {
      action: 'webhook.delivery_replayed',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      details: { replayOf: request.params.deliveryId, deliveryId },
    });
    return true;
  });
  if (!replayed) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return redirect(reply, endpointUrl(endpoint.id, 'replay'));
}

async function enableEndpoint(request: EndpointRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = signedIn(request);
  const endpoint = await endpointOf(request, auth, request.params.endpointId);
  // Already active (a second click, another admin): nothing to do, nothing to audit.
  if (endpoint.status === 'disabled') {
    await enableWebhookEndpoint(request.server.store.db, auth.organization.id, endpoint.id, actorOf(auth));
  }
  return redirect(reply, endpointUrl(endpoint.id, 'enable'));
}

async function rotateSecret(
  request: EndpointRequest<Static<typeof BasisBody>>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = signedIn(request);
  const db = request.server.store.db;
  const before = await endpointOf(request, auth, request.params.endpointId);
  // The form carries the rotation it saw; a reload of the new secret's page must not rotate again
  // (that would stop the first secret at once instead of 24 h later).
  if ((request.body.basis ?? '') !== (before.previousSecretUntil ?? '')) {
    throw new ConsolePageError(409, (t) => t.webhooks.rotateReplay);
  }
  const secret = await rotateWebhookSecret(db, auth.organization.id, before.id, actorOf(auth));
  const endpoint = secret ? await findWebhookEndpoint(db, auth.organization.id, before.id) : undefined;
  if (!secret || !endpoint) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return sendPage(noStore(reply), 200, webhookSecretPage(pageContext(request), endpoint, secret, true));
}

async function confirmDelete(request: EndpointRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = signedIn(request);
  const endpoint = await endpointOf(request, auth, request.params.endpointId);
  return sendPage(reply, 200, deleteEndpointPage(pageContext(request), endpoint, auth.session.csrfToken));
}

async function deleteEndpoint(request: EndpointRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = signedIn(request);
  const deleted = await deleteWebhookEndpoint(
    request.server.store.db,
    auth.organization.id,
    request.params.endpointId,
    actorOf(auth),
  );
  if (!deleted) throw new ConsolePageError(404, (t) => t.errorNotFound);
  return redirect(reply, `${CONSOLE_PREFIX}/webhooks?deleted=1`);
}

const DeletedQuery = Type.Object({ deleted: Type.Optional(Type.String({ maxLength: 10 })) });
const onEndpoint = { schema: { params: EndpointParams, body: CsrfBody } };

/**
 * The webhook endpoints of the signed-in admin's organization: list, register (secret shown once),
 * deliveries with their last attempt, test event, replay, enable, rotate, delete. Behind `adminOnly`.
 */
export const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/webhooks', { schema: { querystring: DeletedQuery } }, showEndpoints);
  app.post('/webhooks', { schema: { body: CreateEndpointBody } }, registerEndpoint);
  app.get(
    '/webhooks/:endpointId',
    { schema: { params: EndpointParams, querystring: DoneQuery } },
    showEndpoint,
  );
  app.post('/webhooks/:endpointId/test', onEndpoint, sendTestEvent);
  app.post(
    '/webhooks/:endpointId/deliveries/:deliveryId/replay',
    { schema: { params: DeliveryParams, body: CsrfBody } },
    replayEndpointDelivery,
  );
  app.post('/webhooks/:endpointId/enable', onEndpoint, enableEndpoint);
  app.post(
    '/webhooks/:endpointId/rotate',
    { schema: { params: EndpointParams, body: BasisBody } },
    rotateSecret,
  );
  app.get('/webhooks/:endpointId/delete', { schema: { params: EndpointParams } }, confirmDelete);
  app.post('/webhooks/:endpointId/delete', onEndpoint, deleteEndpoint);
};
