import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';

export { ClaimTakenOver, fenceIdempotencyClaim, type IdempotencyFence } from '../db/idempotency-fence.ts';

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
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'reused' }
  | { kind: 'running' }
  /** The first request's write committed, but its answer was never kept (lost in a failover). */
  | { kind: 'applied' };

/** The server a claim is taken on: a restarted or promoted PostgreSQL is another one. */
function serverNow(engine: Engine) {
  return engine === 'postgres' ? sql<string>`pg_postmaster_start_time()::text` : sql<string | null>`null`;
}

/**
 * Takes `key` for a request of `fingerprint`, or says why not: the first answer to replay, another
 * request under the key, or the first one still running. An expired or abandoned row is replaced;
 * a running claim taken on a PostgreSQL server that no longer serves (the primary changed) is taken
 * over at once, since its request lost its connection with that server.
 */
export function claimIdempotencyKey(
  store: { db: Kysely<Database>; engine?: Engine },
  owner: IdempotencyOwner,
  key: string,
  fingerprint: string,
  now: Date,
  /** The collaborators the request names: an erasure of one forgets this key's answer. */
  collaboratorsNamed: readonly string[] = [],
): Promise<Claim> {
  const collaboratorIds = collaboratorsNamed.length > 0 ? ` ${collaboratorsNamed.join(' ')} ` : null;
  const server = serverNow(store.engine ?? 'sqlite');
  return writeTransaction(store, async (trx) => {
    const createdAt = now.toISOString();
    const token = randomUUID();
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
          claim_token: token,
          claimed_on: server,
          created_at: createdAt,
        })
        .onConflict((oc) => oc.columns(['organization_id', 'api_key_id', 'idempotency_key']).doNothing())
        .returning('created_at')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed', token };
      const row = await ofKey(trx, owner, key).selectAll().select(server.as('server_now')).executeTakeFirst();
      if (!row) continue;
      const age = now.getTime() - Date.parse(row.created_at);
      const abandoned = age >= ABANDONED_AFTER_MS;
      if (age >= IDEMPOTENCY_TTL_MS || (row.state === 'running' && abandoned)) {
        await ofKeyDelete(trx, owner, key);
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.state === 'done' && row.response_status !== null && row.response_body !== null) {
        return { kind: 'replay', status: row.response_status, body: row.response_body };
      }
      const elsewhere = row.claimed_on !== null && row.claimed_on !== row.server_now;
      if (row.state === 'applied' && (elsewhere || abandoned)) return { kind: 'applied' };
      if (row.state === 'running' && elsewhere) {
        // Conditional on the token read: of two retries taking it over at once, one wins.
        const taken = await ofKeyUpdate(trx, owner, key)
          .set({ claim_token: token, claimed_on: server })
          .where('claim_token', row.claim_token === null ? 'is' : '=', row.claim_token)
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) > 0 ? { kind: 'claimed', token } : { kind: 'running' };
      }
      return { kind: 'running' };
    }
    return { kind: 'running' };
  });
}

function ofKey(db: Kysely<Database>, owner: IdempotencyOwner, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key);
}

function ofKeyUpdate(db: Kysely<Database>, owner: IdempotencyOwner, key: string) {
  return db
    .updateTable('idempotency_keys')
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key);
}

async function ofKeyDelete(db: Kysely<Database>, owner: IdempotencyOwner, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Keeps the first answer under the key, for its retries. */
export async function settleIdempotencyKey(
  db: Kysely<Database>,
  owner: IdempotencyOwner,
  key: string,
  status: number,
  body: string,
  /** The claim's token: a claim taken over by a retry is the retry's to settle. */
  token?: string,
): Promise<void> {
  let update = ofKeyUpdate(db, owner, key)
    .set({ state: 'done', response_status: status, response_body: body })
    .where('state', 'in', ['running', 'applied']);
  if (token !== undefined) update = update.where('claim_token', '=', token);
  await update.execute();
}

/** Frees the key: the request failed on our side, so a retry runs again. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  owner: IdempotencyOwner,
  key: string,
  token?: string,
): Promise<void> {
  let release = db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', owner.organizationId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key)
    .where('state', '=', 'running');
  if (token !== undefined) release = release.where('claim_token', '=', token);
  await release.execute();
}

/** Deletes every key older than the retention; returns how many. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
