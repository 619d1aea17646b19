import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestApp } from '../auth/app-credentials.ts';
import { invalidParameter, notFound } from '../http/errors.ts';
import { NextCursor, offsetOf, PaginationQuery } from '../http/pagination.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { listActiveGrants } from './grants.queries.ts';
import {
  PartnerGrant,
  PartnerWebhookEndpoint,
  PartnerWebhookEndpointWithSecret,
  PutWebhookEndpointBody,
} from './partner-app.schema.ts';
import {
  deleteAppWebhookEndpoint,
  findAppWebhookEndpoint,
  putAppWebhookEndpoint,
  rotateAppWebhookSecret,
} from './webhook-endpoint.ts';

const TAG = 'Partner app';
const CREDENTIALS =
  'Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.';

/** A grants cursor names the last organization of a page: the app's own list, nothing to seal. */
const cursorOf = (organizationId: string) => Buffer.from(organizationId, 'utf8').toString('base64url');
function afterOf(cursor: string): string {
  const organizationId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (organizationId.length === 0 || cursorOf(organizationId) !== cursor) {
    throw invalidParameter('cursor is not a cursor of this list', [
      { in: 'query', name: 'cursor', message: 'is not a cursor of this list' },
    ]);
  }
  return organizationId;
}

/**
 * What a partner app does across every organization that granted it: list its grants, and keep
 * its one webhook endpoint. Every route here is on src/auth/app-credential-routes.ts.
 */
export const partnerAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const policy = () => ({ allowPrivate: app.config.webhooksAllowPrivate, production: app.config.production });

  app.get(
    '/partner-app/grants',
    {
      schema: {
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
      },
    },
    async (request) => {
      const partner = requestApp(request);
      const { page, limit, cursor } = request.query;
      if (cursor !== undefined && new URLSearchParams(request.url.split('?')[1] ?? '').has('page')) {
        throw invalidParameter('cursor and page cannot be used together', [
          { in: 'query', name: 'page', message: 'must not be given with cursor' },
        ]);
      }
      const after = cursor === undefined ? null : afterOf(cursor);
      const window =
        after === null ? { limit, offset: offsetOf({ page, limit }), after } : { limit, offset: 0, after };
      const { grants, total } = await listActiveGrants(app.store.db, partner.id, window);
      const last = grants.at(-1);
      return {
        data: grants,
        total,
        page: after === null ? page : 1,
        limit,
        nextCursor: last && grants.length === limit ? cursorOf(last.organizationId) : null,
      };
    },
  );

  app.get(
    '/partner-app/webhook-endpoint',
    {
      schema: {
        operationId: 'getPartnerWebhookEndpoint',
        tags: [TAG],
        summary: 'Get the app’s webhook endpoint',
        description: `Its URL, event types and status; never its secret. 404 when none is registered. ${CREDENTIALS}`,
        response: {
          200: ok(Type.Object({ data: PartnerWebhookEndpoint }), 'The endpoint.'),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const endpoint = await findAppWebhookEndpoint(app.store.db, requestApp(request).id);
      if (!endpoint) throw notFound('webhook endpoint');
      return { data: endpoint };
    },
  );

  app.put(
    '/partner-app/webhook-endpoint',
    {
      schema: {
        operationId: 'putPartnerWebhookEndpoint',
        tags: [TAG],
        summary: 'Register or change the app’s webhook endpoint',
        description: `One endpoint per app: it receives, signed per Standard Webhooks, the events of every organization with an active grant, each with its organizationId and only where that grant's scopes may read it. The first PUT creates it (201) and answers its secret, once; a later PUT changes its URL and event types and turns a disabled endpoint back on (200), keeping the secret. ${CREDENTIALS}`,
        body: PutWebhookEndpointBody,
        response: {
          200: ok(Type.Object({ data: PartnerWebhookEndpoint }), 'The endpoint, changed.'),
          201: ok(
            Type.Object({ data: PartnerWebhookEndpointWithSecret }),
            'The endpoint, created, with its secret.',
          ),
          ...errorResponses({ body: true }),
        },
      },
    },
    async (request, reply) => {
      const { endpoint, secret } = await putAppWebhookEndpoint(
        app.store.db,
        requestApp(request).id,
        request.body,
        policy(),
      );
      if (secret === null) return reply.code(200).send({ data: endpoint });
      return reply.code(201).send({ data: { ...endpoint, secret } });
    },
  );

  app.delete(
    '/partner-app/webhook-endpoint',
    {
      schema: {
        operationId: 'deletePartnerWebhookEndpoint',
        tags: [TAG],
        summary: 'Delete the app’s webhook endpoint',
        description: `No event is sent after this, not even those waiting. ${CREDENTIALS}`,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      if (!(await deleteAppWebhookEndpoint(app.store.db, requestApp(request).id))) {
        throw notFound('webhook endpoint');
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/partner-app/webhook-endpoint/rotate-secret',
    {
      schema: {
        operationId: 'rotatePartnerWebhookSecret',
        tags: [TAG],
        summary: 'Rotate the webhook endpoint’s secret',
        description: `A new secret, answered once; the former one keeps signing beside it (two signatures per delivery) for 24 hours, so the receiver can switch without losing an event. ${CREDENTIALS}`,
        response: {
          200: ok(
            Type.Object({ data: PartnerWebhookEndpointWithSecret }),
            'The endpoint with its new secret.',
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const rotated = await rotateAppWebhookSecret(app.store.db, requestApp(request).id);
      if (!rotated) throw notFound('webhook endpoint');
      return { data: { ...rotated.endpoint, secret: rotated.secret } };
    },
  );
};
