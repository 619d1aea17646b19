import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdempotencyHeaders } from '../http/pipeline/idempotency.ts';
import { errorResponses, ok, writeErrorResponses, written } from '../http/responses.ts';
import { Id } from '../schema/params.ts';
import {
  createdLocation,
  handleDecision,
  handleGetRequest,
  handleMakeRequest,
  handlePutRequest,
  handleWithdrawal,
  type RequestRoute,
  type RequestRoutes,
} from './dated-request-handlers.routes.ts';
import type { RequestKind } from './requests.ts';

// The routes of absences and work locations as requests, one builder for both: each resource's
// `*.writes.routes.ts` declares what differs (names, scopes, schemas, projection).

/** One absence or work location is a few hundred bytes: 16 KiB is generous, and a 413 beyond. */
export const REQUEST_BODY_LIMIT = 16 * 1024;

const IfMatch = {
  'If-Match': Type.Optional(
    Type.String({
      description:
        'The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written.',
    }),
  ),
};
const WriteHeaders = Type.Object({ ...IdempotencyHeaders.properties, ...IfMatch });
const NoQuery = Type.Object({}, { additionalProperties: false });

export const DecisionBody = Type.Object(
  {
    comment: Type.Optional(
      Type.String({ maxLength: 1000, description: 'Why it was decided so; kept with the decision.' }),
    ),
  },
  { additionalProperties: false, description: 'Optional: no body decides without a comment.' },
);

/** The schemas every route of one kind shares: paths, answers, errors. */
function shared<K extends RequestKind>(spec: RequestRoutes<K>) {
  const { label } = spec;
  const other = `another pending or approved ${label} of the same collaborator overlaps it (the other's id named)`;
  return {
    Params: Type.Object({ organizationId: Id(), [spec.idParam]: Id() }),
    withEtag: written(spec.answer, `The ${label} as its read shows it to this key, with its ETag.`),
    created: written(spec.answer, `Created: the ${label} as its read shows it to this key.`, {
      created: true,
    }),
    errors: writeErrorResponses({
      forbidden: `${spec.kind === 'absence' ? '`type` and `dsnReason` need org:absence:type:read; ' : ''}a status other than \`pending\` needs ${spec.scopes.approve}.`,
      conflict: `${other}; the ${label} is already decided (approve, reject); or it would change what a DSN declared.`,
      invalid:
        "a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's.",
    }),
  };
}

function getRoute<K extends RequestKind>(spec: RequestRoutes<K>, app: FastifyInstance, path: string) {
  const { Params } = shared(spec);
  app.get(
    path,
    {
      schema: {
        operationId: `get${spec.noun}`,
        tags: [spec.tag],
        summary: `Get one ${spec.label}`,
        description: `One ${spec.label} as the list shows it, returned directly (no \`data\` wrapper), with its own ETag: the one its writes answer and check \`If-Match\` against. Beyond v1.11.0.`,
        params: Params,
        querystring: NoQuery,
        response: { 200: ok(spec.answer, `The ${spec.label}.`), ...errorResponses() },
      },
      config: { auth: { scopes: [spec.scopes.read] }, readCache: spec.readCache, recordEtag: true },
    },
    (request: RequestRoute) => handleGetRequest(spec, request),
  );
}

function putRoute<K extends RequestKind>(spec: RequestRoutes<K>, app: FastifyInstance, path: string) {
  const { Params, withEtag, created, errors } = shared(spec);
  app.put(
    path,
    {
      schema: {
        operationId: `put${spec.noun}`,
        tags: [spec.tag],
        summary: `Create or replace one ${spec.label}`,
        description: `Creates (201) or replaces (200) one ${spec.label} whole, in the shape of one item of the HR data document, in any status: a system of record pushing its own decisions. A status other than \`pending\` needs ${spec.scopes.approve}. The body's \`id\`, if any, must be the path's. It must not overlap a pending or approved ${spec.label} of the same collaborator (409). Validated by the import's own rules (422 by JSON path). Beyond v1.11.0.`,
        params: Params,
        querystring: NoQuery,
        headers: WriteHeaders,
        body: spec.record,
        response: { 200: withEtag, 201: created, ...errors },
      },
      bodyLimit: REQUEST_BODY_LIMIT,
      config: {
        auth: { scopes: [spec.scopes.read, spec.scopes.write] },
        recordEtag: true,
        recordLocation: createdLocation(spec),
      },
    },
    (request: RequestRoute, reply) => handlePutRequest(spec, request, reply),
  );
}

function postRoute<K extends RequestKind>(spec: RequestRoutes<K>, app: FastifyInstance) {
  const { created, errors } = shared(spec);
  // A request is new: there is no record for an If-Match to name.
  const { 412: _stale, ...refusals } = errors;
  app.post(
    `/organizations/:organizationId/${spec.collection}`,
    {
      schema: {
        operationId: `request${spec.noun}`,
        tags: [spec.tag],
        summary: `Request a ${spec.label}`,
        description: `Makes a request: the ${spec.label} without \`id\` nor \`status\` (400 if given); the server gives it an id and the status \`pending\`, to be approved or rejected. 201 with \`Location\`, its get-by-id. It must not overlap a pending or approved ${spec.label} of the same collaborator (409). Beyond v1.11.0.`,
        params: Type.Object({ organizationId: Id() }),
        querystring: NoQuery,
        body: spec.request,
        response: { 201: created, ...refusals },
      },
      bodyLimit: REQUEST_BODY_LIMIT,
      config: {
        auth: { scopes: [spec.scopes.read, spec.scopes.write] },
        recordEtag: true,
        recordLocation: createdLocation(spec),
      },
    },
    (request: RequestRoute, reply) => handleMakeRequest(spec, request, reply),
  );
}

function decisionRoute<K extends RequestKind>(
  spec: RequestRoutes<K>,
  app: FastifyInstance,
  path: string,
  verb: 'approve' | 'reject',
) {
  const { Params, withEtag, errors } = shared(spec);
  const decision = verb === 'approve' ? 'approved' : 'rejected';
  app.post<{ Params: Record<string, string | undefined>; Body: Record<string, unknown> | undefined }>(
    `${path}/${verb}`,
    {
      schema: {
        operationId: `${verb}${spec.noun}`,
        tags: [spec.tag],
        summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a pending ${spec.label}`,
        description: `Decides a pending ${spec.label}: its status becomes \`${decision}\`, with an optional \`comment\` kept with the decision. A ${spec.label} already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.`,
        params: Params,
        querystring: NoQuery,
        headers: WriteHeaders,
        body: DecisionBody,
        response: { 200: withEtag, ...errors },
      },
      bodyLimit: REQUEST_BODY_LIMIT,
      // The body is optional: none is an empty one, for the schema as for the handler.
      preValidation: async (request) => {
        request.body ??= {};
      },
      config: { auth: { scopes: [spec.scopes.read, spec.scopes.approve] }, recordEtag: true },
    },
    (request, reply) => handleDecision(spec, decision, request, reply),
  );
}

function deleteRoute<K extends RequestKind>(spec: RequestRoutes<K>, app: FastifyInstance, path: string) {
  const { Params, errors } = shared(spec);
  const { 413: _large, 415: _type, ...withoutBody } = errors;
  const dsn = spec.kind === 'absence' ? 'An absence a DSN declared is a 409: only a DSN changes it. ' : '';
  app.delete(
    path,
    {
      schema: {
        operationId: `delete${spec.noun}`,
        tags: [spec.tag],
        summary: `Withdraw a ${spec.label}`,
        description: `Withdraws a ${spec.label}, whatever its status: gone from the reads, a \`${spec.kind}.deleted\` in the change feed and the webhooks, audited. ${dsn}Beyond v1.11.0.`,
        params: Params,
        querystring: NoQuery,
        headers: WriteHeaders,
        response: {
          204: ok(Type.Null(), 'Withdrawn. No body.'),
          ...withoutBody,
        },
      },
      config: { auth: { scopes: [spec.scopes.read, spec.scopes.write] } },
    },
    (request: RequestRoute, reply) => handleWithdrawal(spec, request, reply),
  );
}

/** The routes of one kind of request: the get-by-id, PUT, POST, approve, reject and DELETE. */
export function requestWriteRoutes<K extends RequestKind>(spec: RequestRoutes<K>) {
  const item = `/organizations/:organizationId/${spec.collection}/:${spec.idParam}`;
  return async (app: FastifyInstance) => {
    getRoute(spec, app, item);
    putRoute(spec, app, item);
    postRoute(spec, app);
    decisionRoute(spec, app, item, 'approve');
    decisionRoute(spec, app, item, 'reject');
    deleteRoute(spec, app, item);
  };
}
