import { type ApiKey, auditActorOf } from '../auth/keys/api-keys.ts';
import type { Scope } from '../auth/scopes.ts';
import { assertWritableFields, type WritableSection } from '../auth/writable-fields.ts';
import type { Store } from '../db/store.ts';
import { ForbiddenFields, InvalidRecord } from '../shared/domain-errors.ts';
import type { StoredRequest } from './requests.queries.ts';
import {
  type Decision,
  decideRequest,
  makeRequest,
  putRequest,
  type RequestKind,
  withdrawRequest,
} from './requests.ts';

// The writes of absences and work locations as requests, one set for both: plain values in,
// the stored request or a domain error out, through requests.ts (the import's validator and
// writer). The routes (dated-request-handlers.routes.ts) parse the request and answer the record.

/** What the domain write needs to know of a kind of request. */
export interface RequestWriteSpec<K extends RequestKind> {
  kind: K;
  /** In prose: `absence`, `work location`. */
  label: string;
  /** The path parameter of one request: `absenceId`, `workLocationId`. */
  idParam: string;
  scopes: { approve: Scope };
  /** The section whose gated fields a key may not write without reading them. */
  writable?: WritableSection | undefined;
}

/** Who writes which organization's request, with which key, on what condition. */
export interface RequestWrite<K extends RequestKind> {
  store: Store;
  organizationId: string;
  key: ApiKey;
  /** Checked in the write's transaction against the stored request (e.g. an If-Match); throws to refuse. */
  expect?: ((stored: StoredRequest<K> | undefined) => void) | undefined;
}

type Body = Record<string, unknown>;

/** A key without the approve scope writes only pending requests: any other status is a decision. */
function assertMayDecide<K extends RequestKind>(spec: RequestWriteSpec<K>, body: Body, key: ApiKey) {
  const { approve } = spec.scopes;
  if (body.status === 'pending' || key.scopes.includes(approve)) return;
  throw new ForbiddenFields(
    `a ${spec.label} in status ${String(body.status)} is a decision, which needs ${approve}; nothing was written`,
    [{ in: 'body', name: 'status', message: `a status other than pending needs ${approve}` }],
  );
}

/** Creates or replaces the request `id` with `body` (the record, its `id` if given the path's). */
export async function writeRequest<K extends RequestKind>(
  spec: RequestWriteSpec<K>,
  write: RequestWrite<K>,
  id: string,
  body: Body,
) {
  if (body.id !== undefined && body.id !== id) {
    throw new InvalidRecord(`the body's id must be the path's (${id}); nothing was written`, [
      { in: 'body', name: 'id', message: `must be ${id}, the path's ${spec.idParam}` },
    ]);
  }
  const { key } = write;
  if (spec.writable) assertWritableFields(spec.writable, body, key);
  assertMayDecide(spec, body, key);
  const record = { ...body, id } as Parameters<typeof putRequest<K>>[3];
  return putRequest(write.store, write.organizationId, spec.kind, record, {
    actor: auditActorOf(key),
    expect: write.expect,
  });
}

/** Asks for a request (POST): the record without `id` nor `status`, which the server gives. */
export async function askRequest<K extends RequestKind>(
  spec: RequestWriteSpec<K>,
  write: Omit<RequestWrite<K>, 'expect'>,
  body: Body,
): Promise<StoredRequest<K>> {
  const { key } = write;
  if (spec.writable) assertWritableFields(spec.writable, body, key);
  const fields = body as Parameters<typeof makeRequest<K>>[3];
  return makeRequest(write.store, write.organizationId, spec.kind, fields, auditActorOf(key));
}

/** Approves or rejects the request `id`, with an optional comment kept with the decision. */
export async function decide<K extends RequestKind>(
  spec: RequestWriteSpec<K>,
  write: RequestWrite<K>,
  id: string,
  decision: Decision,
  comment: string | null,
): Promise<StoredRequest<K>> {
  return decideRequest(
    write.store,
    write.organizationId,
    spec.kind,
    id,
    decision,
    auditActorOf(write.key),
    comment,
    { expect: write.expect },
  );
}

/** Withdraws the request `id`. */
export async function withdraw<K extends RequestKind>(
  spec: RequestWriteSpec<K>,
  write: RequestWrite<K>,
  id: string,
): Promise<void> {
  await withdrawRequest(write.store, write.organizationId, spec.kind, id, {
    actor: auditActorOf(write.key),
    expect: write.expect,
  });
}
