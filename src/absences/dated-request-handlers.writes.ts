import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noteDataAccess } from '../access-log/access-log.ts';
import type { AccessCategory } from '../auth/access-categories.ts';
import { type ApiKey, auditActorOf } from '../auth/keys/api-keys.ts';
import type { Scope } from '../auth/scopes.ts';
import { assertWritableFields, type WritableSection } from '../auth/writable-fields.ts';
import type { DataKind } from '../db/data-kinds.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { answerRecord } from '../http/pipeline/conditional-reads.ts';
import { assertIfMatch, recordEtag } from '../http/record-etag.ts';
import { readDbOf } from '../read-cache/response-cache.ts';
import { findRequest, type StoredRequest } from '../requests/requests.queries.ts';
import {
  type Decision,
  decideRequest,
  makeRequest,
  putRequest,
  type RequestKind,
  withdrawRequest,
} from '../requests/requests.ts';
import { ForbiddenFields, InvalidRecord, NotFound } from '../shared/domain-errors.ts';

// The handlers of absences and work locations as requests, one set for both: parse, authorize
// the fields, call src/requests/, answer the record as its read shows it with its own ETag.

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
  /** The section whose gated fields a key may not write without reading them. */
  writable?: WritableSection;
  /** What the get-by-id's kept answer depends on, as the list's. */
  readCache: readonly DataKind[];
}

type Params = Record<string, string | undefined>;
type Body = Record<string, unknown>;
export type RequestRoute = FastifyRequest<{ Params: Params; Body: Body | undefined }>;

/** The organization and the request the path names (the schema has checked both). */
const pathOf = <K extends RequestKind>(spec: RequestRoutes<K>, request: RequestRoute) => ({
  organizationId: request.params.organizationId ?? '',
  id: request.params[spec.idParam] ?? '',
});

const locationOf = <K extends RequestKind>(spec: RequestRoutes<K>, organizationId: string, id: string) =>
  `${API_PREFIX}/organizations/${organizationId}/${spec.collection}/${id}`;

/** The `Location` of a created request, from the request and the record answered (a replay's too). */
export function createdLocation<K extends RequestKind>(spec: RequestRoutes<K>) {
  return (request: FastifyRequest, record: unknown): string => {
    const { organizationId = '' } = request.params as Params;
    const id = typeof record === 'object' && record !== null && 'id' in record ? String(record.id) : '';
    return locationOf(spec, organizationId, id);
  };
}

/** The write's answer: the record as the read shows it to this key, with its own ETag. */
function answer<K extends RequestKind>(
  spec: RequestRoutes<K>,
  reply: FastifyReply,
  row: StoredRequest<K>,
  key: ApiKey,
  status = 200,
) {
  const shown = spec.show(row, key);
  return reply.code(status).header('etag', recordEtag(shown)).send(shown);
}

/** The request's If-Match, checked in the write's transaction against the stored record (none: no check). */
function expectOf<K extends RequestKind>(spec: RequestRoutes<K>, request: FastifyRequest, key: ApiKey) {
  const raw = request.headers['if-match'];
  const header = Array.isArray(raw) ? raw.join(', ') : raw;
  if (header === undefined) return undefined;
  return (stored: StoredRequest<K> | undefined) =>
    assertIfMatch(header, stored === undefined ? null : recordEtag(spec.show(stored, key)));
}

/** A key without the approve scope writes only pending requests: any other status is a decision. */
function assertMayDecide<K extends RequestKind>(spec: RequestRoutes<K>, body: Body, key: ApiKey) {
  const { approve } = spec.scopes;
  if (body.status === 'pending' || key.scopes.includes(approve)) return;
  throw new ForbiddenFields(
    `a ${spec.label} in status ${String(body.status)} is a decision, which needs ${approve}; nothing was written`,
    [{ in: 'body', name: 'status', message: `a status other than pending needs ${approve}` }],
  );
}

export async function handleGetRequest<K extends RequestKind>(spec: RequestRoutes<K>, request: RequestRoute) {
  const { organizationId, id } = pathOf(spec, request);
  const row = await findRequest(await readDbOf(request, organizationId), organizationId, spec.kind, id);
  if (row === undefined) throw new NotFound(spec.label);
  const key = requestKey(request);
  noteDataAccess(request, [row.collaborator_id], spec.categories(key));
  return answerRecord(request, spec.show(row, key));
}

export async function handlePutRequest<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId, id } = pathOf(spec, request);
  const body = request.body ?? {};
  if (body.id !== undefined && body.id !== id) {
    throw new InvalidRecord(`the body's id must be the path's (${id}); nothing was written`, [
      { in: 'body', name: 'id', message: `must be ${id}, the path's ${spec.idParam}` },
    ]);
  }
  const key = requestKey(request);
  if (spec.writable) assertWritableFields(spec.writable, body, key);
  assertMayDecide(spec, body, key);
  const record = { ...body, id } as Parameters<typeof putRequest<K>>[3];
  const { created, request: row } = await putRequest(
    request.server.store,
    organizationId,
    spec.kind,
    record,
    {
      actor: auditActorOf(key),
      expect: expectOf(spec, request, key),
    },
  );
  if (created) reply.header('location', locationOf(spec, organizationId, id));
  return answer(spec, reply, row, key, created ? 201 : 200);
}

export async function handleMakeRequest<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId } = pathOf(spec, request);
  const body = request.body ?? {};
  const key = requestKey(request);
  if (spec.writable) assertWritableFields(spec.writable, body, key);
  const fields = body as Parameters<typeof makeRequest<K>>[3];
  const row = await makeRequest(request.server.store, organizationId, spec.kind, fields, auditActorOf(key));
  reply.header('location', locationOf(spec, organizationId, row.id));
  return answer(spec, reply, row, key, 201);
}

export async function handleDecision<K extends RequestKind>(
  spec: RequestRoutes<K>,
  decision: Decision,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId, id } = pathOf(spec, request);
  const key = requestKey(request);
  const comment = typeof request.body?.comment === 'string' ? request.body.comment : null;
  const row = await decideRequest(
    request.server.store,
    organizationId,
    spec.kind,
    id,
    decision,
    auditActorOf(key),
    comment,
    { expect: expectOf(spec, request, key) },
  );
  return answer(spec, reply, row, key);
}

export async function handleWithdrawal<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId, id } = pathOf(spec, request);
  const key = requestKey(request);
  await withdrawRequest(request.server.store, organizationId, spec.kind, id, {
    actor: auditActorOf(key),
    expect: expectOf(spec, request, key),
  });
  return reply.code(204).send();
}
