import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { encodeCursor } from '../../db/keyset.ts';
import { invalidParameter } from '../../http/errors.ts';
import { decodeCursor, offsetOf } from '../../http/pagination.ts';
import { requestApp } from '../../http/pipeline/app-credentials.ts';
import { errorResponses, ok } from '../../http/responses.ts';
import { NextCursor } from '../../schema/pagination.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { grantsSealer } from '../partner-app.routes.ts';
import { LaneParams, LanesQuery, PartnerWebhookDelivery, PartnerWebhookLane } from '../partner-app.schema.ts';
import { findAppWebhookEndpoint } from './webhook-endpoint.ts';
import { recentLaneDeliveries } from './webhook-lane-deliveries.ts';
import { enableLane, findLane, listAppLanes } from './webhook-lane-status.ts';

const TAG = 'Partner app';
const CREDENTIALS =
  'Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.';
/** A lanes cursor: the last organization of a page, sealed like every list cursor, scoped to the app. */
const LANES_LIST = 'partner-app-webhook-lanes';

const LIST_LANES = {
  operationId: 'listPartnerWebhookLanes',
  tags: [TAG],
  summary: 'List the webhook endpoint’s lanes, one per granting organization',
  description: `Each organization that granted the app has its own lane within the app's endpoint: its events go in order, and one that fails waits with its retries without holding another organization's. An event failing its last retry disables its lane alone (the organization's admin sees it too); the others go on. By organization id; \`status=disabled\` lists the lanes to turn back on. 404 when no endpoint is registered. ${CREDENTIALS}`,
  querystring: LanesQuery,
  response: {
    200: ok(
      Type.Object({
        data: Type.Array(PartnerWebhookLane),
        total: Type.Integer({ minimum: 0 }),
        page: Type.Integer({ minimum: 1 }),
        limit: Type.Integer({ minimum: 1 }),
        nextCursor: NextCursor,
      }),
      'The lanes.',
    ),
    ...errorResponses(),
  },
};

type ListLanesRequest = FastifyRequest<{ Querystring: Static<typeof LanesQuery> }>;

/** A page of the app's lanes, by offset or after a sealed cursor (never both). */
async function handleListLanes(request: ListLanesRequest) {
  const partner = requestApp(request);
  const { db } = request.server.store;
  const { page, limit, cursor, status } = request.query;
  if (cursor !== undefined && new URLSearchParams(request.url.split('?')[1] ?? '').has('page')) {
    throw invalidParameter('cursor and page cannot be used together', [
      { in: 'query', name: 'page', message: 'must not be given with cursor' },
    ]);
  }
  const scope = { list: LANES_LIST, organizationId: partner.id, filters: status ? { status } : {} };
  const sealer = await grantsSealer(request);
  // A bad cursor is the request's fault whatever the app has: refused before the endpoint is looked up.
  const after = cursor === undefined ? null : (decodeCursor(sealer, cursor, scope, 1)[0] ?? null);
  if (!(await findAppWebhookEndpoint(db, partner.id))) throw notFound('webhook endpoint');
  const window =
    after === null ? { limit, offset: offsetOf({ page, limit }), after } : { limit, offset: 0, after };
  const { lanes, total } = await listAppLanes(db, partner.id, { ...window, status });
  const last = lanes.at(-1);
  return {
    data: lanes,
    total,
    page: after === null ? page : 1,
    limit,
    nextCursor: last && lanes.length === limit ? encodeCursor(sealer, scope, [last.organizationId]) : null,
  };
}

const ENABLE_LANE = {
  operationId: 'enablePartnerWebhookLane',
  tags: [TAG],
  summary: 'Turn an organization’s lane back on',
  description: `Once the receiver takes this organization's events again: the event that failed its last retry is sent first again, with a new retry schedule, then the others in order. Enabling an active lane changes nothing. 404 when the organization does not grant the app or no endpoint is registered. Recorded in the organization's audit log. ${CREDENTIALS}`,
  params: LaneParams,
  response: {
    200: ok(Type.Object({ data: PartnerWebhookLane }), 'The lane, on.'),
    ...errorResponses(),
  },
};

type EnableLaneRequest = FastifyRequest<{ Params: Static<typeof LaneParams> }>;

async function handleEnableLane(request: EnableLaneRequest) {
  const partner = requestApp(request);
  const lane = { appId: partner.id, organizationId: request.params.organizationId };
  const enabled = await enableLane(request.server.store.db, lane, (grantId) => ({
    type: 'api_key',
    id: grantId,
    partnerApp: { id: partner.id, name: partner.name },
  }));
  if (!enabled) throw notFound('lane');
  return { data: enabled };
}

const LANE_DELIVERIES = {
  operationId: 'listPartnerWebhookLaneDeliveries',
  tags: [TAG],
  summary: 'List an organization’s latest deliveries to the app',
  description: `The latest 20 deliveries of one granting organization's lane, newest first, each with its last attempt (status, latency, the first bytes of your receiver's answer, or why it failed): why a lane is retrying or was disabled. 404 when the organization does not grant the app or no endpoint is registered. ${CREDENTIALS}`,
  params: LaneParams,
  response: {
    200: ok(Type.Object({ data: Type.Array(PartnerWebhookDelivery) }), 'The deliveries, newest first.'),
    ...errorResponses(),
  },
};

async function handleLaneDeliveries(request: EnableLaneRequest) {
  const lane = { appId: requestApp(request).id, organizationId: request.params.organizationId };
  const { db } = request.server.store;
  if (!(await findLane(db, lane))) throw notFound('lane');
  return { data: await recentLaneDeliveries(db, lane) };
}

/** The lanes of a partner app's webhook endpoint. Every route here is on src/auth/app-credential-routes.ts. */
export const webhookLaneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/partner-app/webhook-endpoint/lanes', { schema: LIST_LANES }, handleListLanes);
  app.post(
    '/partner-app/webhook-endpoint/lanes/:organizationId/enable',
    { schema: ENABLE_LANE },
    handleEnableLane,
  );
  app.get(
    '/partner-app/webhook-endpoint/lanes/:organizationId/deliveries',
    { schema: LANE_DELIVERIES },
    handleLaneDeliveries,
  );
};
