import { apply as applyMergePatch } from 'json-merge-patch';
import type { Transaction } from 'kysely';
import type { Actor } from '../audit/audit.ts';
import { fieldVisibility } from '../auth/field-visibility.ts';
import { assertWritableFields, type FieldAccess, hiddenFields } from '../auth/writable-fields.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { CollaboratorInput } from '../hr-data/document.schema.ts';
import { writeRecord } from '../hr-data/record-write.ts';
import { canonicalJson } from '../http/canonical.ts';
import { assertIfMatch, assertIfNoneMatch, recordEtag } from '../http/record-etag.ts';
import { Conflict, InvalidRecord, NotFound } from '../shared/domain-errors.ts';
import { findStoredCollaborator, type StoredCollaborator } from './collaborator-item.ts';
import { toCollaborator } from './collaborators.projection.ts';
import type { Collaborator } from './collaborators.schema.ts';

/** Who writes which collaborator, and on what condition. */
export interface CollaboratorWrite {
  store: Store;
  organizationId: string;
  collaboratorId: string;
  /** What the writing key may read: what it may write, and how the answer shows the record. */
  access: FieldAccess;
  actor: Actor;
  /** `YYYY-MM-DD` in the organization's time zone: the answer's employment status. */
  today: string;
  /** The request's `If-Match` and `If-None-Match` (RFC 9110 §13.1), against the record's own ETag. */
  ifMatch?: string | undefined;
  ifNoneMatch?: string | undefined;
}

/** The collaborator as the get-by-id shows it to the writing key, with its ETag. */
export interface CollaboratorWritten {
  created: boolean;
  collaborator: Collaborator;
  etag: string;
}

/**
 * Fields a record leaves out to keep them as stored: the writer keeps the contracts and the
 * establishment history of a record that carries none (the import's rule).
 */
const KEPT_WHEN_ABSENT: ReadonlySet<string> = new Set(['contracts', 'establishmentHistory']);

/** What was read before the transaction changed before the write could lock it: read again. */
class StaleSnapshot extends Error {}

const ATTEMPTS = 3;

/** Runs `attempt` again while what it read outside the write's transaction changed under it. */
async function onFreshSnapshot<T>(attempt: () => Promise<T>): Promise<T> {
  for (let left = ATTEMPTS; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleSnapshot)) throw error;
      if (left <= 1) {
        throw new Conflict('the collaborator kept changing while this write ran; nothing was written, retry');
      }
    }
  }
}

/** The stored record's own ETag for this key, null when there is none. */
function etagFor(write: CollaboratorWrite, stored: StoredCollaborator | undefined): string | null {
  if (!stored) return null;
  const visibility = fieldVisibility(write.access.scopes, write.access.withheldFields);
  return recordEtag(toCollaborator(stored.data, write.today, visibility));
}

function assertConditions(write: CollaboratorWrite, stored: StoredCollaborator | undefined): void {
  const current = etagFor(write, stored);
  assertIfMatch(write.ifMatch, current);
  assertIfNoneMatch(write.ifNoneMatch, current);
}

/** An `id` in the body names the record of the path, or the body is refused (nothing written). */
function assertSameId(body: Record<string, unknown>, collaboratorId: string): void {
  if (!Object.hasOwn(body, 'id') || body.id === collaboratorId) return;
  throw new InvalidRecord('the body’s id is not the path’s; nothing was written', [
    { in: 'body', name: 'id', message: `must be the collaborator of the path (${collaboratorId}) or absent` },
  ]);
}

/** The stored values of the fields the key may not read: a write keeps them as they are. */
function hiddenValues(stored: StoredCollaborator | undefined, hidden: readonly string[]) {
  const item: Record<string, unknown> = stored?.item ?? {};
  return Object.fromEntries(
    hidden
      .filter((name) => !KEPT_WHEN_ABSENT.has(name) && item[name] !== undefined)
      .map((name) => [name, item[name]]),
  );
}

/**
 * Writes `record` through the import's validator and writer; `check` runs inside the transaction,
 * once the organization's writes wait behind this one, on the stored record as it is then.
 */
async function write(
  context: CollaboratorWrite,
  record: Record<string, unknown>,
  action: string,
  fields: string[],
  check: (current: StoredCollaborator | undefined) => void,
): Promise<CollaboratorWritten> {
  const { store, organizationId, collaboratorId } = context;
  const written = await writeRecord(store, organizationId, 'collaborators', record, {
    actor: context.actor,
    // Field names only, never values.
    audit: { action, targetType: 'collaborator', targetId: collaboratorId, details: { fields } },
    before: async (trx: Transaction<Database>) => {
      check(await findStoredCollaborator(trx, organizationId, collaboratorId));
    },
  });
  const after = await findStoredCollaborator(store.db, organizationId, collaboratorId);
  if (!after) throw new NotFound('collaborator');
  const visibility = fieldVisibility(context.access.scopes, context.access.withheldFields);
  const collaborator = toCollaborator(after.data, context.today, visibility);
  return { created: written.created, collaborator, etag: recordEtag(collaborator) };
}

/**
 * Creates or replaces one collaborator with its contracts from one item of the HR data document's
 * `collaborators` (its `id`, if any, is the path's). A field the key may not read is refused when
 * named (ForbiddenFields) and kept as stored when not; contracts left out are kept, `[]` removes
 * them (the import's rule). `If-Match` is checked against the stored record's ETag inside the
 * write's transaction.
 */
export async function putCollaborator(
  context: CollaboratorWrite,
  body: Record<string, unknown>,
): Promise<CollaboratorWritten> {
  const { store, organizationId, collaboratorId } = context;
  assertSameId(body, collaboratorId);
  assertWritableFields('collaborators', body, context.access);
  const hidden = hiddenFields('collaborators', context.access);
  return onFreshSnapshot(async () => {
    const stored = await findStoredCollaborator(store.db, organizationId, collaboratorId);
    assertConditions(context, stored);
    const kept = hiddenValues(stored, hidden);
    const record = { ...body, id: collaboratorId, ...kept };
    return write(context, record, 'collaborator.replaced', Object.keys(body), (current) => {
      if (canonicalJson(hiddenValues(current, hidden)) !== canonicalJson(kept)) throw new StaleSnapshot();
      if ((current === undefined) !== (stored === undefined)) throw new StaleSnapshot();
      assertConditions(context, current);
    });
  });
}

/**
 * Applies a JSON Merge Patch (RFC 7396) to the stored collaborator as an item of the document
 * (with its contracts) and writes the result like a PUT. A member set to null is removed: a
 * personal field becomes null, `contracts: null` removes every contract (an array is replaced
 * whole). 404 when the collaborator does not exist.
 */
export async function patchCollaborator(
  context: CollaboratorWrite,
  patch: Record<string, unknown>,
): Promise<CollaboratorWritten> {
  const { store, organizationId, collaboratorId } = context;
  assertSameId(patch, collaboratorId);
  assertWritableFields('collaborators', patch, context.access);
  return onFreshSnapshot(async () => {
    const stored = await findStoredCollaborator(store.db, organizationId, collaboratorId);
    if (!stored) throw new NotFound('collaborator');
    assertConditions(context, stored);
    const record = patched(stored.item, patch);
    return write(context, record, 'collaborator.patched', Object.keys(patch), (current) => {
      if (!current) throw new NotFound('collaborator');
      if (canonicalJson(current.item) !== canonicalJson(stored.item)) throw new StaleSnapshot();
      assertConditions(context, current);
    });
  });
}

/** The stored item with the patch applied; a removed list is an empty one (absent would keep it). */
export function patched(item: CollaboratorInput, patch: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = applyMergePatch(structuredClone(item), patch);
  for (const name of KEPT_WHEN_ABSENT) {
    if (Object.hasOwn(item, name) && result[name] === undefined) result[name] = [];
  }
  return result;
}
