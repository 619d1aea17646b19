import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../shared/time.ts';
import type { Database } from '../schema.ts';
import { writeTransaction } from '../write-transaction.ts';

/** A cursor key as listed: never its material. */
export interface CursorKeySummary {
  id: number;
  createdAt: string;
  retiredAt: string | null;
  /** The key that seals new cursors: the newest one not retired. */
  current: boolean;
}

/** A key that opens cursors, with its material (32 bytes). Never logged, never printed. */
export interface LiveCursorKey {
  id: number;
  material: Buffer;
}

/** What an instance holds: the keys that open cursors, the newest first, and the retired ids. */
export interface CursorKeySet {
  live: LiveCursorKey[];
  retired: Set<number>;
}

const KEY_BYTES = 32;

async function readKeySet(db: Kysely<Database>): Promise<CursorKeySet> {
  const rows = await db.selectFrom('cursor_keys').select(['id', 'secret']).orderBy('id', 'desc').execute();
  const live: LiveCursorKey[] = [];
  const retired = new Set<number>();
  for (const row of rows) {
    const material = row.secret === null ? null : Buffer.from(row.secret, 'base64');
    if (material !== null && material.length === KEY_BYTES) live.push({ id: Number(row.id), material });
    else retired.add(Number(row.id));
  }
  return { live, retired };
}

async function newestKeyId(db: Kysely<Database>): Promise<number> {
  const newest = await db
    .selectFrom('cursor_keys')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(newest?.id ?? 0);
}

/** A new key numbered `id`; none when another process took that number first. */
async function insertKey(db: Kysely<Database>, id: number): Promise<{ id: number } | undefined> {
  const inserted = await db
    .insertInto('cursor_keys')
    .values({
      id,
      secret: randomBytes(KEY_BYTES).toString('base64'),
      created_at: nowIso(),
      retired_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? { id } : undefined;
}

/**
 * The keys, with one made if none is live (the first server to need a key makes it). Safe across
 * instances: the key is numbered after what this process read, so instances that found none at
 * once all insert the same number, one wins, and all read back the same keys. (Numbered after a
 * fresh read instead, an instance that read before another's insert and numbered after it made a
 * second key: two instances then sealed cursors with different keys.)
 */
export async function loadCursorKeys(db: Kysely<Database>): Promise<CursorKeySet> {
  const keys = await readKeySet(db);
  if (keys.live.length > 0) return keys;
  await insertKey(db, Math.max(0, ...keys.retired) + 1);
  return readKeySet(db);
}

/** Makes a new current key; the previous ones keep opening cursors until retired. */
export async function rotateCursorKey(db: Kysely<Database>): Promise<CursorKeySummary> {
  // Two rotations at once may pick one number: the loser takes the next.
  for (let attempt = 0; attempt < 5; attempt++) {
    const made = await insertKey(db, (await newestKeyId(db)) + 1);
    if (made) {
      const summary = (await listCursorKeys(db)).find((key) => key.id === made.id);
      if (summary) return summary;
    }
  }
  throw new Error('could not number a new cursor key: too many concurrent rotations');
}

export async function listCursorKeys(db: Kysely<Database>): Promise<CursorKeySummary[]> {
  const rows = await db
    .selectFrom('cursor_keys')
    .select(['id', 'created_at', 'retired_at'])
    .orderBy('id', 'desc')
    .execute();
  const current = rows.find((row) => row.retired_at === null)?.id;
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    retiredAt: row.retired_at,
    current: row.id === current,
  }));
}

export type RetireOutcome = 'retired' | 'already_retired' | 'unknown' | 'current';

/**
 * Retires a key: its material is wiped and the cursors it sealed are refused from the next
 * request on, on every instance. The current key cannot be retired: rotate first.
 */
export async function retireCursorKey(db: Kysely<Database>, id: number): Promise<RetireOutcome> {
  return writeTransaction(db, async (trx) => {
    const keys = await listCursorKeys(trx);
    const key = keys.find((k) => k.id === id);
    if (!key) return 'unknown';
    if (key.retiredAt !== null) return 'already_retired';
    if (key.current) return 'current';
    await trx
      .updateTable('cursor_keys')
      .set({ secret: null, retired_at: nowIso() })
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .execute();
    return 'retired';
  });
}
