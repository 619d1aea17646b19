import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** How long the first answer of a key is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A request claimed longer ago than this and never settled died with its process: the key is free. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * Whose `Idempotency-Key` it is: the API key that sent it, in its organization (and, once OAuth
 * grants exist, the grant). The IETF draft scopes a key to its client; two clients that happen to
 * pick the same key never share an answer.
 */
export interface IdempotencyOwner {
  organizationId: string;
  apiKeyId: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'reused' }
  | { kind: 'running' };

/**
 * Takes `key` for a request of `fingerprint`, or says why not: the first answer to replay, another
 * request under the key, or the first one still running. An expired or abandoned row is replaced.
 */
export function claimIdempotencyKey(
  store: { db: Kysely<Database> },
  owner: IdempotencyOwner,
  key: string,
  fingerprint: string,
  now: Date,
  /** The collaborators the request names: an erasure of one forgets this key's answer. */
  collaboratorsNamed: readonly string[] = [],
): Promise<Claim> {
  const collaboratorIds = collaboratorsNamed.length > 0 ? ` ${collaboratorsNamed.join(' ')} ` : null;
  return writeTransaction(store, async (trx) => {
    const createdAt = now.toISOString();
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({
          organization_id: owner.organizationId,
          api_key_id: owner.apiKeyId,
          idempotency_key: key,
          fingerprint,
          state: 'running',
          response_status: null,
          response_body: null,
          collaborator_ids: collaboratorIds,
          created_at: createdAt,
        })
        .onConflict((oc) => oc.columns(['organization_id', 'api_key_id', 'idempotency_key']).doNothing())
        .returning('created_at')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed' };
      const row = await trx
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('organization_id', '=', owner.organizationId)
        .where('api_key_id', '=', owner.apiKeyId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (!row) continue;
      const age = now.getTime() - Date.parse(row.created_at);
      const stale = age >= IDEMPOTENCY_TTL_MS || (row.state === 'running' && age >= ABANDONED_AFTER_MS);
      if (stale) {
        await trx
          .deleteFrom('idempotency_keys')
          .where('organization_id', '=', owner.organizationId)
          .where('api_key_id', '=', owner.apiKeyId)
          .where('idempotency_key', '=', key)
          .execute();
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.state === 'running' || row.response_status === null || row.response_body === null) {
        return { kind: 'running' };
      }
      return { kind: 'replay', status: row.response_status, body: row.response_body };
    }
    return { kind: 'running' };
  });
}

/** Keeps the first answer under the key, for its retries. */
export async function settleIdempotencyKey(
  db: Kysely<Database>,
  owner: IdempotencyOwner,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: status, response_body: body })
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key)
    .where('state', '=', 'running')
    .execute();
}

/** Frees the key: the request failed on our side, so a retry runs again. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  owner: IdempotencyOwner,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key)
    .where('state', '=', 'running')
    .execute();
}

/** Deletes every key older than the retention; returns how many. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
