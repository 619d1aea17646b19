import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What a write under a claimed `Idempotency-Key` checks in its own transaction (recordAudit): the
 * claim is still this request's (a retry did not take it over after a change of primary), and it
 * is marked `applied` with the write, so a retry knows the write committed even if no response was kept.
 */
export interface IdempotencyFence {
  organizationId: string;
  apiKeyId: string;
  key: string;
  token: string;
}

/** The claim of a request was taken over by its retry: its write must not commit (answered 503). */
export class ClaimTakenOver extends Error {
  readonly code = 'HRAPI_CLAIM_TAKEN_OVER';
  constructor() {
    super('the Idempotency-Key of this request was taken over by a retry; nothing was written');
    this.name = 'ClaimTakenOver';
  }
}

/** Marks the claim applied in the write's transaction, or refuses the write: one of two commits, never both. */
export async function fenceIdempotencyClaim(trx: Kysely<Database>, fence: IdempotencyFence): Promise<void> {
  const result = await trx
    .updateTable('idempotency_keys')
    .set({ state: 'applied' })
    .where('organization_id', '=', fence.organizationId)
    .where('api_key_id', '=', fence.apiKeyId)
    .where('idempotency_key', '=', fence.key)
    .where('claim_token', '=', fence.token)
    .where('state', 'in', ['running', 'applied'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ClaimTakenOver();
}
