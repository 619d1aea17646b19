import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.ts';
import type { ChangeType } from '../changes/change-log.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { queueTestEvent, recentDeliveries, replayDelivery } from '../webhooks/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
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

/**
 * The webhook endpoints of the signed-in admin's organization: list, register (secret shown once),
 * deliveries with their last attempt, test event, replay, enable, rotate, delete. Behind `adminOnly`.
 */
export const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The organization's endpoint, or the 404 page: another organization's id is simply not found. */
  async function endpointOf(
    request: FastifyRequest,
    auth: ConsoleAuth,
    id: string,
  ): Promise<WebhookEndpoint> {
    const endpoint = await findWebhookEndpoint(request.server.store.db, auth.organization.id, id);
    if (!endpoint) throw new ConsolePageError(404, (t) => t.errorNotFound);
    return endpoint;
  }

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

  app.get(
    '/webhooks',
    { schema: { querystring: Type.Object({ deleted: Type.Optional(Type.String({ maxLength: 10 })) }) } },
    async (request, reply) => {
      const auth = signedIn(request);
      const ctx = pageContext(request);
      const notice = request.query.deleted !== undefined ? ctx.t.webhooks.deletedNotice : undefined;
      return sendPage(reply, 200, webhooksPage(ctx, await listData(request, auth, notice ? { notice } : {})));
    },
  );

  app.post('/webhooks', { schema: { body: CreateEndpointBody } }, async (request, reply) => {
    const auth = signedIn(request);
    const ctx = pageContext(request, `${CONSOLE_PREFIX}/webhooks`);
    const db = request.server.store.db;
    const basis = await newestWebhookCreatedBy(db, auth.organization.id, auth.user.id);
    if ((request.body.basis ?? '') !== basis)
      throw new ConsolePageError(409, (t) => t.webhooks.alreadySubmitted);
    const url = request.body.url ?? '';
    const all = request.body.all !== undefined;
    const events = [request.body.events ?? []].flat();
    const policy = policyOf(request);
    const problems: string[] = [];
    let eventTypes: ChangeType[] | undefined;
    try {
      eventTypes = parseEventTypes(all ? '*' : events);
      const { endpoint, secret } = await createWebhookEndpoint(
        db,
        { organizationId: auth.organization.id, url, eventTypes },
        policy,
        actorOf(auth),
      );
      return sendPage(noStore(reply), 201, webhookSecretPage(ctx, endpoint, secret, false));
    } catch (error) {
      if (!(error instanceof WebhookRequestError)) throw error;
      problems.push(...error.problems);
    }
    // Refused event types stop before the URL is checked: check it too, so one answer lists everything.
    if (!eventTypes) {
      const checked = await resolveDeliveryAddress(url.trim(), policy);
      if (!checked.ok) problems.unshift(`the URL ${checked.problem}`);
    }
    const form = { url, events, all, problems };
    return sendPage(reply, 422, webhooksPage(ctx, await listData(request, auth, { form })));
  });

  app.get(
    '/webhooks/:endpointId',
    { schema: { params: EndpointParams, querystring: DoneQuery } },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/webhooks/:endpointId/test',
    { schema: { params: EndpointParams, body: CsrfBody } },
    async (request, reply) => {
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
      return redirect(reply, `${CONSOLE_PREFIX}/webhooks/${encodeURIComponent(endpoint.id)}?done=test`);
    },
  );

  app.post(
    '/webhooks/:endpointId/deliveries/:deliveryId/replay',
    { schema: { params: DeliveryParams, body: CsrfBody } },
    async (request, reply) => {
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
      return redirect(reply, `${CONSOLE_PREFIX}/webhooks/${encodeURIComponent(endpoint.id)}?done=replay`);
    },
  );

  app.post(
    '/webhooks/:endpointId/enable',
    { schema: { params: EndpointParams, body: CsrfBody } },
    async (request, reply) => {
      const auth = signedIn(request);
      const endpoint = await endpointOf(request, auth, request.params.endpointId);
      // Already active (a second click, another admin): nothing to do, nothing to audit.
      if (endpoint.status === 'disabled') {
        await enableWebhookEndpoint(
          request.server.store.db,
          auth.organization.id,
          endpoint.id,
          actorOf(auth),
        );
      }
      return redirect(reply, `${CONSOLE_PREFIX}/webhooks/${encodeURIComponent(endpoint.id)}?done=enable`);
    },
  );

  app.post(
    '/webhooks/:endpointId/rotate',
    { schema: { params: EndpointParams, body: BasisBody } },
    async (request, reply) => {
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
    },
  );

  app.get('/webhooks/:endpointId/delete', { schema: { params: EndpointParams } }, async (request, reply) => {
    const auth = signedIn(request);
    const endpoint = await endpointOf(request, auth, request.params.endpointId);
    return sendPage(reply, 200, deleteEndpointPage(pageContext(request), endpoint, auth.session.csrfToken));
  });

  app.post(
    '/webhooks/:endpointId/delete',
    { schema: { params: EndpointParams, body: CsrfBody } },
    async (request, reply) => {
      const auth = signedIn(request);
      const deleted = await deleteWebhookEndpoint(
        request.server.store.db,
        auth.organization.id,
        request.params.endpointId,
        actorOf(auth),
      );
      if (!deleted) throw new ConsolePageError(404, (t) => t.errorNotFound);
      return redirect(reply, `${CONSOLE_PREFIX}/webhooks?deleted=1`);
    },
  );
};
