import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A claim of an `Idempotency-Key` that survives a change of primary (issue 47):
 * `idempotency_keys.claim_token` names the one request that holds the key (a retry that takes an
 * orphaned claim over gives it a new token, and the first request's write then refuses to commit),
 * `claimed_on` the PostgreSQL server that took the claim (its postmaster's start time; null on
 * SQLite): a running claim taken on a server that no longer serves writes lost its connection with
 * it. The state `applied` is set in the write's own transaction, so a claim says whether its write
 * committed even when the answer was never recorded. Rows of before keep null (they behave as
 * before: abandoned after ten minutes).
 */
export const idempotencyClaimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table idempotency_keys add column claim_token text`.execute(db);
    await sql`alter table idempotency_keys add column claimed_on text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table idempotency_keys drop column claimed_on`.execute(db);
    await sql`alter table idempotency_keys drop column claim_token`.execute(db);
  },
};
