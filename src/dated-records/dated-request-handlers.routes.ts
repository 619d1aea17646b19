import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessCategory } from '../auth/access-categories.ts';
import type { ApiKey } from '../auth/keys/api-keys.ts';
import type { Scope } from '../auth/scopes.ts';
import type { DataKind } from '../db/data-kinds.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { withRecordEtag } from '../http/pipeline/conditional-reads.ts';
import { assertIfMatch, recordEtag } from '../http/record-etag.ts';
import { noteDataAccess, readDbOf } from '../http/request-context.ts';
import { NotFound } from '../shared/domain-errors.ts';
import {
  askRequest,
  decide,
  type RequestWriteSpec,
  withdraw,
  writeRequest,
} from './dated-requests.writes.ts';
import { findRequest, type StoredRequest } from './requests.queries.ts';
import type { Decision, RequestKind } from './requests.ts';

// The handlers of absences and work locations as requests, one set for both: parse, call the
// domain write (dated-requests.writes.ts), answer the record as its read shows it with its own ETag.

/** What differs between the absences' write routes and the work locations' (the write's part too). */
export interface RequestRoutes<K extends RequestKind> extends RequestWriteSpec<K> {
  /** The path segment of the collection: `absences`, `work-locations`. */
  collection: string;
  /** In operation ids: `Absence` → `putAbsence`, `requestAbsence`, `approveAbsence`… */
  noun: string;
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

export async function handleGetRequest<K extends RequestKind>(spec: RequestRoutes<K>, request: RequestRoute) {
  const { organizationId, id } = pathOf(spec, request);
  const row = await findRequest(await readDbOf(request, organizationId), organizationId, spec.kind, id);
  if (row === undefined) throw new NotFound(spec.label);
  const key = requestKey(request);
  noteDataAccess(request, [row.collaborator_id], spec.categories(key));
  return withRecordEtag(request, spec.show(row, key));
}

/** This request's write: the organization and key, and its If-Match as a check of the stored record. */
function writeOf<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  organizationId: string,
) {
  const key = requestKey(request);
  return { store: request.server.store, organizationId, key, expect: expectOf(spec, request, key) };
}

export async function handlePutRequest<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId, id } = pathOf(spec, request);
  const write = writeOf(spec, request, organizationId);
  const { created, request: row } = await writeRequest(spec, write, id, request.body ?? {});
  if (created) reply.header('location', locationOf(spec, organizationId, id));
  return answer(spec, reply, row, write.key, created ? 201 : 200);
}

export async function handleMakeRequest<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId } = pathOf(spec, request);
  const key = requestKey(request);
  const row = await askRequest(
    spec,
    { store: request.server.store, organizationId, key },
    request.body ?? {},
  );
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
  const write = writeOf(spec, request, organizationId);
  const comment = typeof request.body?.comment === 'string' ? request.body.comment : null;
  const row = await decide(spec, write, id, decision, comment);
  return answer(spec, reply, row, write.key);
}

export async function handleWithdrawal<K extends RequestKind>(
  spec: RequestRoutes<K>,
  request: RequestRoute,
  reply: FastifyReply,
) {
  const { organizationId, id } = pathOf(spec, request);
  await withdraw(spec, writeOf(spec, request, organizationId), id);
  return reply.code(204).send();
}
