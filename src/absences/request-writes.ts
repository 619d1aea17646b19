import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noteDataAccess } from '../access-log/access-log.ts';
import type { ApiKey } from '../api-keys/api-keys.ts';
import { auditActorOf } from '../api-keys/api-keys.ts';
import type { AccessCategory } from '../auth/access-categories.ts';
import type { Scope } from '../auth/scopes.ts';
import { assertWritableFields, type WritableSection } from '../auth/writable-fields.ts';
import type { DataKind } from '../db/data-kinds.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { answerRecord } from '../http/pipeline/conditional-reads.ts';
import { IdempotencyHeaders } from '../http/pipeline/idempotency.ts';
import { assertIfMatch, recordEtag } from '../http/record-etag.ts';
import { errorResponses, ok, requestWriteErrorResponses } from '../http/responses.ts';
import { findRequest, type StoredRequest } from '../requests/requests.queries.ts';
import {
  decideRequest,
  makeRequest,
  putRequest,
  type RequestKind,
  withdrawRequest,
} from '../requests/requests.ts';
import { Id } from '../schema/params.ts';
import { ForbiddenFields, InvalidRecord, NotFound } from '../shared/domain-errors.ts';

// The HTTP edge of absences and work locations as requests, one for both: each resource's
// `*.writes.ts` declares what differs (names, scopes, schemas, projection), this file the routes.

/** What differs between the absences' write routes and the work locations'. */
export interface RequestRoutes<K extends RequestKind> {
  kind: K;
  /** The path segment of the collection: `absences`, `work-locations`. */
  collection: string;
  /** The path parameter of one request: `absenceId`, `workLocationId`. */
  idParam: string;
  /** In operation ids: `Absence` → `putAbsence`, `requestAbsence`, `approveAbsence`… */
  noun: string;
  /** In prose: `absence`, `work location`. */
  label: string;
  tag: string;
  scopes: { read: Scope; write: Scope; approve: Scope };
  /** The record in the HR data document's shape, `id` optional (PUT). */
  record: TObject;
  /** The request: the record without `id` nor `status` (POST). */
  request: TObject;
  /** The read's projection, what every answer is. */
  answer: TSchema;
  show: (row: StoredRequest<K>, key: ApiKey) => unknown;
  /** What reading the record tells the access log about the key. */
  categories: (key: ApiKey) => AccessCategory[];
  /** The section whose gated fields the key may not write without reading them. */
  writable?: WritableSection;
  /** What the get-by-id's cached answer depends on, as the list's. */
  readCache: readonly DataKind[];
}

const IfMatch = {
  'If-Match': Type.Optional(
    Type.String({
      description:
        'The ETag of the record as you last read it (from its get-by-id or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written.',
    }),
  ),
};

const NoQuery = Type.Object({}, { additionalProperties: false });

export const DecisionBody = Type.Object(
  {
    comment: Type.Optional(
      Type.String({ maxLength: 1000, description: 'Why it was decided so; kept with the decision.' }),
    ),
  },
  { additionalProperties: false },
);

type Params = Record<string, string | undefined>;
type Body = Record<string, unknown>;
type Route = FastifyRequest<{ Params: Params; Body: Body | undefined }>;

/** The organization and the request the path names (the schema has checked both). */
const pathOf = (request: Route, idParam: string) => ({
  organizationId: request.params.organizationId ?? '',
  id: request.params[idParam] ?? '',
});

const ifMatchOf = (request: FastifyRequest) => {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
};

/** Builds the routes of one kind of request; registered by the resource's `*.writes.ts`. */
export function requestWriteRoutes<K extends RequestKind>(spec: RequestRoutes<K>) {
  const { kind, collection, idParam, noun, label } = spec;
  const item = `/organizations/:organizationId/${collection}/:${idParam}`;
  const Params = Type.Object({ organizationId: Id(), [idParam]: Id() });
  const OrgParams = Type.Object({ organizationId: Id() });
  const location = (organizationId: string, id: string) =>
    `${API_PREFIX}/organizations/${organizationId}/${collection}/${id}`;

  /** The write's answer: the record as the read shows it to this key, with its own ETag. */
  function answer(reply: FastifyReply, row: StoredRequest<K>, key: ApiKey, status = 200) {
    const shown = spec.show(row, key);
    return reply.code(status).header('etag', recordEtag(shown)).send(shown);
  }

  /** The If-Match of the request, checked in the write's transaction against the stored record. */
  function expectOf(request: FastifyRequest, key: ApiKey) {
    const header = ifMatchOf(request);
    return (stored: StoredRequest<K> | undefined) =>
      assertIfMatch(header, stored === undefined ? null : recordEtag(spec.show(stored, key)));
  }

  /** A key without the approve scope writes only pending requests. */
  function assertMayDecide(body: Body, key: ApiKey) {
    if (body.status === 'pending' || key.scopes.includes(spec.scopes.approve)) return;
    throw new ForbiddenFields(
      `a ${label} in status ${String(body.status)} is a decision, which needs ${spec.scopes.approve}; nothing was written`,
      [{ in: 'body', name: 'status', message: `a status other than pending needs ${spec.scopes.approve}` }],
    );
  }

  async function handleGet(request: Route) {
    const { organizationId, id } = pathOf(request, idParam);
    const row = await findRequest(request.server.store.db, organizationId, kind, id);
    if (row === undefined) throw new NotFound(label);
    const key = requestKey(request);
    noteDataAccess(request, [row.collaborator_id], spec.categories(key));
    return answerRecord(request, spec.show(row, key));
  }

  async function handlePut(request: Route, reply: FastifyReply) {
    const { organizationId, id } = pathOf(request, idParam);
    const body = request.body ?? {};
    if (body.id !== undefined && body.id !== id) {
      throw new InvalidRecord(`the body's id must be the path's (${id}); nothing was written`, [
        { in: 'body', name: 'id', message: `must be ${id}, the path's ${idParam}` },
      ]);
    }
    const key = requestKey(request);
    if (spec.writable) assertWritableFields(spec.writable, body, key);
    assertMayDecide(body, key);
    const record = { ...body, id } as Parameters<typeof putRequest<K>>[3];
    const { created, request: row } = await putRequest(request.server.store, organizationId, kind, record, {
      actor: auditActorOf(key),
      expect: expectOf(request, key),
    });
    if (created) reply.header('location', location(organizationId, id));
    return answer(reply, row, key, created ? 201 : 200);
  }

  async function handleRequest(request: Route, reply: FastifyReply) {
    const { organizationId } = pathOf(request, idParam);
    const body = request.body ?? {};
    const key = requestKey(request);
    if (spec.writable) assertWritableFields(spec.writable, body, key);
    const fields = body as Parameters<typeof makeRequest<K>>[3];
    const row = await makeRequest(request.server.store, organizationId, kind, fields, auditActorOf(key));
    reply.header('location', location(organizationId, row.id));
    return answer(reply, row, key, 201);
  }

  const decide = (decision: 'approved' | 'rejected') =>
    async function handleDecision(request: Route, reply: FastifyReply) {
      const { organizationId, id } = pathOf(request, idParam);
      const key = requestKey(request);
      const comment = typeof request.body?.comment === 'string' ? request.body.comment : null;
      const row = await decideRequest(
        request.server.store,
        organizationId,
        kind,
        id,
        decision,
        auditActorOf(key),
        comment,
        { expect: expectOf(request, key) },
      );
      return answer(reply, row, key);
    };

  async function handleDelete(request: Route, reply: FastifyReply) {
    const { organizationId, id } = pathOf(request, idParam);
    const key = requestKey(request);
    await withdrawRequest(request.server.store, organizationId, kind, id, {
      actor: auditActorOf(key),
      expect: expectOf(request, key),
    });
    return reply.code(204).send();
  }

  const answered = ok(spec.answer, `The ${label} as its read shows it to this key, with its ETag.`);
  const withEtag = { ...answered, headers: { ...answered.headers, ETag: ETAG } };
  const created = {
    ...withEtag,
    'x-response-description': `Created: the ${label} as its read shows it to this key, with its ETag and Location.`,
    headers: { ...withEtag.headers, Location: LOCATION },
  };
  const errors = {
    ...errorResponses({ body: true, idempotent: true }),
    ...requestWriteErrorResponses({ idempotent: true }),
  };
  const decisionScope = spec.scopes.approve;

  return async (app: FastifyInstance) => {
    app.get(
      item,
      {
        schema: {
          operationId: `get${noun}`,
          tags: [spec.tag],
          summary: `Get one ${label}`,
          description: `One ${label} as the list shows it, returned directly (no \`data\` wrapper), with its own ETag: the one its writes answer and check \`If-Match\` against. Beyond v1.11.0.`,
          params: Params,
          querystring: NoQuery,
          response: { 200: ok(spec.answer, `The ${label}.`), ...errorResponses() },
        },
        config: { auth: { scopes: [spec.scopes.read] }, readCache: spec.readCache, recordEtag: true },
      },
      handleGet,
    );

    app.put(
      item,
      {
        schema: {
          operationId: `put${noun}`,
          tags: [spec.tag],
          summary: `Create or replace one ${label}`,
          description: `Creates (201) or replaces (200) one ${label} whole, in the shape of one item of the HR data document, in any status: a system of record pushing its own decisions. A status other than \`pending\` needs ${decisionScope}. The body's \`id\`, if any, must be the path's. It must not overlap a pending or approved ${label} of the same collaborator (409). Validated by the import's own rules (422 by JSON path). Beyond v1.11.0.`,
          params: Params,
          querystring: NoQuery,
          headers: Type.Object({ ...IdempotencyHeaders.properties, ...IfMatch }),
          body: spec.record,
          response: { 200: withEtag, 201: created, ...errors },
        },
        bodyLimit: REQUEST_BODY_LIMIT,
        config: { auth: { scopes: [spec.scopes.write] } },
      },
      handlePut,
    );

    app.post(
      `/organizations/:organizationId/${collection}`,
      {
        schema: {
          operationId: `request${noun}`,
          tags: [spec.tag],
          summary: `Request a ${label}`,
          description: `Makes a request: the ${label} without \`id\` nor \`status\` (400 if given); the server gives it an id and the status \`pending\`, to be approved or rejected. 201 with \`Location\`, its get-by-id. It must not overlap a pending or approved ${label} of the same collaborator (409). Beyond v1.11.0.`,
          params: OrgParams,
          querystring: NoQuery,
          body: spec.request,
          response: { 201: created, ...errors },
        },
        bodyLimit: REQUEST_BODY_LIMIT,
        config: { auth: { scopes: [spec.scopes.write] } },
      },
      handleRequest,
    );

    for (const [verb, decision] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post<{ Params: Params; Body: Body | undefined }>(
        `${item}/${verb}`,
        {
          schema: {
            operationId: `${verb}${noun}`,
            tags: [spec.tag],
            summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a pending ${label}`,
            description: `Decides a pending ${label}: its status becomes \`${decision}\`, with an optional \`comment\` kept with the decision. A ${label} already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.`,
            params: Params,
            querystring: NoQuery,
            headers: Type.Object({ ...IdempotencyHeaders.properties, ...IfMatch }),
            body: DecisionBody,
            response: { 200: withEtag, ...errors },
          },
          bodyLimit: REQUEST_BODY_LIMIT,
          // The body is optional: none is an empty one, for the schema as for the handler.
          preValidation: async (request) => {
            request.body ??= {};
          },
          config: { auth: { scopes: [decisionScope] } },
        },
        decide(decision),
      );
    }

    app.delete(
      item,
      {
        schema: {
          operationId: `delete${noun}`,
          tags: [spec.tag],
          summary: `Withdraw a ${label}`,
          description: `Withdraws a ${label}, whatever its status: gone from the reads, a \`${kind}.deleted\` in the change feed and the webhooks, audited. ${kind === 'absence' ? 'An absence a DSN declared is a 409: only a DSN changes it. ' : ''}Beyond v1.11.0.`,
          params: Params,
          querystring: NoQuery,
          headers: Type.Object(IfMatch),
          response: {
            204: { type: 'null', 'x-response-description': `Withdrawn. No body.`, headers: answered.headers },
            ...errorResponses(),
            ...requestWriteErrorResponses(),
          },
        },
        config: { auth: { scopes: [spec.scopes.write] } },
      },
      handleDelete,
    );
  };
}

/** One absence or work location is a few hundred bytes: 16 KiB is generous, and a 413 beyond. */
export const REQUEST_BODY_LIMIT = 16 * 1024;

const ETAG = {
  type: 'string',
  description:
    'The record’s own ETag, as its get-by-id answers it: send it in If-Match to write only over it.',
};
const LOCATION = { type: 'string', description: 'The created record’s get-by-id.' };
