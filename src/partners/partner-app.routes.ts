import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { cursorKeyringOf } from '../db/cursor-keys/keyring.ts';
import { encodeCursor } from '../db/keyset.ts';
import { invalidParameter } from '../http/errors.ts';
import { decodeCursor, offsetOf } from '../http/pagination.ts';
import { requestApp } from '../http/pipeline/app-credentials.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { NextCursor, PaginationQuery } from '../schema/pagination.ts';
import { notFound } from '../shared/domain-errors.ts';
import { listActiveGrants } from './grants.queries.ts';
import {
  PartnerGrant,
  PartnerWebhookEndpoint,
  PartnerWebhookEndpointPut,
  PartnerWebhookEndpointWithSecret,
  PutWebhookEndpointBody,
} from './partner-app.schema.ts';
import {
  deleteAppWebhookEndpoint,
  findAppWebhookEndpoint,
  putAppWebhookEndpoint,
  rotateAppWebhookSecret,
} from './webhooks/webhook-endpoint.ts';

const TAG = 'Partner app';
const CREDENTIALS =
  'Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.';

/** A grants cursor: the last organization of a page, sealed like every list cursor, scoped to the app. */
const GRANTS_LIST = 'partner-app-grants';

export async function grantsSealer(request: FastifyRequest) {
  const row = await request.server.store.db
    .selectFrom('key_generation')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  return cursorKeyringOf(request.server.store.db).at(Number(row?.generation ?? 0));
}

const LIST_GRANTS = {
  operationId: 'listPartnerGrants',
  tags: [TAG],
  summary: 'List the organizations that granted this app',
  description: `Each organization whose admin approved this app and has not revoked it, with the scopes granted, by organization id. ${CREDENTIALS}`,
  querystring: Type.Object(PaginationQuery, { additionalProperties: false }),
  response: {
    200: ok(
      Type.Object({
        data: Type.Array(PartnerGrant),
        total: Type.Integer({ minimum: 0 }),
        page: Type.Integer({ minimum: 1 }),
        limit: Type.Integer({ minimum: 1 }),
        nextCursor: NextCursor,
      }),
      'The active grants.',
    ),
    ...errorResponses(),
  },
};

type ListGrantsRequest = FastifyRequest<{ Querystring: Static<typeof LIST_GRANTS.querystring> }>;

/** A page of the app's active grants, by offset or after a sealed cursor (never both). */
async function handleListGrants(request: ListGrantsRequest) {
  const partner = requestApp(request);
  const { page, limit, cursor } = request.query;
  if (cursor !== undefined && new URLSearchParams(request.url.split('?')[1] ?? '').has('page')) {
    throw invalidParameter('cursor and page cannot be used together', [
      { in: 'query', name: 'page', message: 'must not be given with cursor' },
    ]);
  }
  const scope = { list: GRANTS_LIST, organizationId: partner.id, filters: {} };
  const sealer = await grantsSealer(request);
  const after = cursor === undefined ? null : (decodeCursor(sealer, cursor, scope, 1)[0] ?? null);
  const window =
    after === null ? { limit, offset: offsetOf({ page, limit }), after } : { limit, offset: 0, after };
  const { grants, total } = await listActiveGrants(request.server.store.db, partner.id, window);
  const last = grants.at(-1);
  return {
    data: grants,
    total,
    page: after === null ? page : 1,
    limit,
    nextCursor: last && grants.length === limit ? encodeCursor(sealer, scope, [last.organizationId]) : null,
  };
}

const GET_ENDPOINT = {
  operationId: 'getPartnerWebhookEndpoint',
  tags: [TAG],
  summary: 'Get the app’s webhook endpoint',
  description: `Its URL, event types and status; never its secret. 404 when none is registered. ${CREDENTIALS}`,
  response: {
    200: ok(Type.Object({ data: PartnerWebhookEndpoint }), 'The endpoint.'),
    ...errorResponses(),
  },
};

async function handleGetWebhookEndpoint(request: FastifyRequest) {
  const endpoint = await findAppWebhookEndpoint(request.server.store.db, requestApp(request).id);
  if (!endpoint) throw notFound('webhook endpoint');
  return { data: endpoint };
}

const PUT_ENDPOINT = {
  operationId: 'putPartnerWebhookEndpoint',
  tags: [TAG],
  summary: 'Register or change the app’s webhook endpoint',
  description: `One endpoint per app: it receives, signed per Standard Webhooks, the events of every organization with an active grant, each with its organizationId and only where that grant's scopes may read it. The first PUT creates it and answers its secret, once; a later PUT changes its URL and event types and turns a disabled endpoint back on, keeping the secret (the answer has no secret then). ${CREDENTIALS}`,
  body: PutWebhookEndpointBody,
  response: {
    200: ok(
      Type.Object({ data: PartnerWebhookEndpointPut }),
      'The endpoint; with its secret when this PUT created it.',
    ),
    ...errorResponses({ body: true }),
  },
};

type PutEndpointRequest = FastifyRequest<{ Body: Static<typeof PutWebhookEndpointBody> }>;

async function handlePutWebhookEndpoint(request: PutEndpointRequest) {
  const { config, store } = request.server;
  const { endpoint, secret } = await putAppWebhookEndpoint(store.db, requestApp(request).id, request.body, {
    allowPrivate: config.webhooksAllowPrivate,
    production: config.production,
  });
  return { data: secret === null ? endpoint : { ...endpoint, secret } };
}

const DELETE_ENDPOINT = {
  operationId: 'deletePartnerWebhookEndpoint',
  tags: [TAG],
  summary: 'Delete the app’s webhook endpoint',
  description: `No event is sent after this, not even those waiting. Answers the endpoint as it was. ${CREDENTIALS}`,
  response: {
    200: ok(Type.Object({ data: PartnerWebhookEndpoint }), 'The endpoint, deleted.'),
    ...errorResponses(),
  },
};

async function handleDeleteWebhookEndpoint(request: FastifyRequest) {
  const deleted = await deleteAppWebhookEndpoint(request.server.store.db, requestApp(request).id);
  if (!deleted) throw notFound('webhook endpoint');
  return { data: deleted };
}

const ROTATE_SECRET = {
  operationId: 'rotatePartnerWebhookSecret',
  tags: [TAG],
  summary: 'Rotate the webhook endpoint’s secret',
  description: `A new secret, answered once; the former one keeps signing beside it (two signatures per delivery) for 24 hours, so the receiver can switch without losing an event. ${CREDENTIALS}`,
  response: {
    200: ok(Type.Object({ data: PartnerWebhookEndpointWithSecret }), 'The endpoint with its new secret.'),
    ...errorResponses(),
  },
};

async function handleRotateWebhookSecret(request: FastifyRequest) {
  const rotated = await rotateAppWebhookSecret(request.server.store.db, requestApp(request).id);
  if (!rotated) throw notFound('webhook endpoint');
  return { data: { ...rotated.endpoint, secret: rotated.secret } };
}

/**
 * What a partner app does across every organization that granted it: list its grants, and keep
 * its one webhook endpoint. Every route here is on src/auth/app-credential-routes.ts.
 */
export const partnerAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/partner-app/grants', { schema: LIST_GRANTS }, handleListGrants);
  app.get('/partner-app/webhook-endpoint', { schema: GET_ENDPOINT }, handleGetWebhookEndpoint);
  app.put('/partner-app/webhook-endpoint', { schema: PUT_ENDPOINT }, handlePutWebhookEndpoint);
  app.delete('/partner-app/webhook-endpoint', { schema: DELETE_ENDPOINT }, handleDeleteWebhookEndpoint);
  app.post(
    '/partner-app/webhook-endpoint/rotate-secret',
    { schema: ROTATE_SECRET },
    handleRotateWebhookSecret,
  );
};
