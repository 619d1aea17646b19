import { isDeepStrictEqual } from 'node:util';
import { apply as applyMergePatch } from 'json-merge-patch';
import type { Transaction } from 'kysely';
import { fieldVisibility } from '../auth/field-visibility.ts';
import { assertWritableFields, type FieldAccess, hiddenFields } from '../auth/writable-fields.ts';
import type { Actor } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { CollaboratorInput } from '../hr-data/document.schema.ts';
import { writeRecord } from '../hr-data/record-write.ts';
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
  /**
   * What the caller demands of the stored record as the key is shown it (null: there is none),
   * e.g. an `If-Match`: checked on the record read before the write and again inside the write's
   * transaction, where throwing refuses the write and nothing is written. Undefined: none.
   */
  precondition?: ((current: Collaborator | null) => void) | undefined;
}

/** The collaborator as the get-by-id shows it to the writing key. */
export interface CollaboratorWritten {
  created: boolean;
  collaborator: Collaborator;
}

/**
 * Fields a record leaves out to keep them as stored: the writer keeps the contracts and the
 * establishment history of a record that carries none (the import's rule).
 */
const KEPT_WHEN_ABSENT: ReadonlySet<string> = new Set(['contracts', 'establishmentHistory']);

/** What was read before the transaction changed before the write could lock it: read again. */
class StaleSnapshot extends Error {}

const ATTEMPTS = 8;

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

/** The stored record as the writing key is shown it. */
function shown(write: CollaboratorWrite, stored: StoredCollaborator): Collaborator {
  const visibility = fieldVisibility(write.access.scopes, write.access.withheldFields);
  return toCollaborator(stored.data, write.today, visibility);
}

function assertConditions(write: CollaboratorWrite, stored: StoredCollaborator | undefined): void {
  write.precondition?.(stored ? shown(write, stored) : null);
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
 * Writes `record` through the import's validator and writer; `check`, when given, runs inside the
 * transaction, once the organization's writes wait behind this one, on the stored record as it is then.
 */
async function write(
  context: CollaboratorWrite,
  record: Record<string, unknown>,
  action: string,
  fields: string[],
  check: ((current: StoredCollaborator | undefined) => void) | undefined,
): Promise<CollaboratorWritten> {
  const { store, organizationId, collaboratorId } = context;
  const written = await writeRecord(store, organizationId, 'collaborators', record, {
    actor: context.actor,
    // Field names only, never values.
    audit: { action, targetType: 'collaborator', targetId: collaboratorId, details: { fields } },
    ...(check && {
      before: async (trx: Transaction<Database>) => {
        check(await findStoredCollaborator(trx, organizationId, collaboratorId));
        return undefined;
      },
    }),
  });
  const after = await findStoredCollaborator(store.db, organizationId, collaboratorId);
  if (!after) throw new NotFound('collaborator');
  return { created: written.created, collaborator: shown(context, after) };
}

/**
 * Creates or replaces one collaborator with its contracts from one item of the HR data document's
 * `collaborators` (its `id`, if any, is the path's). A field the key may not read is refused when
 * named (ForbiddenFields) and kept as stored when not; contracts left out are kept, `[]` removes
 * them (the import's rule). The precondition is checked inside the write's transaction.
 */
export async function putCollaborator(
  context: CollaboratorWrite,
  body: Record<string, unknown>,
): Promise<CollaboratorWritten> {
  const { store, organizationId, collaboratorId } = context;
  assertSameId(body, collaboratorId);
  assertWritableFields('collaborators', body, context.access);
  const hidden = hiddenFields('collaborators', context.access);
  // Without a condition nor a field the key may not read, the record owes nothing to the stored one.
  if (hidden.length === 0 && context.precondition === undefined) {
    return write(
      context,
      { ...body, id: collaboratorId },
      'collaborator.replaced',
      Object.keys(body),
      undefined,
    );
  }
  return onFreshSnapshot(async () => {
    const stored = await findStoredCollaborator(store.db, organizationId, collaboratorId);
    assertConditions(context, stored);
    const kept = hiddenValues(stored, hidden);
    const record = { ...body, id: collaboratorId, ...kept };
    return write(context, record, 'collaborator.replaced', Object.keys(body), (current) => {
      if (!isDeepStrictEqual(hiddenValues(current, hidden), kept)) throw new StaleSnapshot();
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
      if (!isDeepStrictEqual(current.item, stored.item)) throw new StaleSnapshot();
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
