import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { redisClass } from '../../db/redis.ts';
import type { Database } from '../../db/schema.ts';
import { insertArtifactOnce } from './oauth-artifacts.queries.ts';
import { DPOP_IAT_WINDOW_SECONDS } from './oauth-paths.ts';

/**
 * The `jti`s of DPoP proofs the API accepted, shared by every instance: a proof is accepted once
 * (RFC 9449 §11.1). A `jti` is kept while its proof's `iat` could still be accepted, no longer.
 */
export interface ProofReplays {
  /** True the first time a proof of this key with this `jti` is seen; false on every later one. */
  firstUse(jkt: string, jti: string, iat: number, now?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The proof's key and `jti` hashed: a fixed-size key whatever the client put in `jti`. */
const proofId = (jkt: string, jti: string) => createHash('sha256').update(`${jkt}.${jti}`).digest('hex');

/** Until when (epoch seconds) a proof of this `iat` is accepted: `iat` plus the window. */
const acceptedUntil = (iat: number) => Math.ceil(iat) + DPOP_IAT_WINDOW_SECONDS + 1;

/**
 * In the store, beside oidc-provider's artifacts (`oauth_artifacts`, model `DPoPProof`): one
 * insert that only the first use wins (primary key), expired rows removed by the artifacts' sweep.
 */
export class StoreProofReplays implements ProofReplays {
  constructor(private readonly db: Kysely<Database>) {}

  async firstUse(jkt: string, jti: string, iat: number): Promise<boolean> {
    return insertArtifactOnce(this.db, {
      model: 'DPoPProof',
      id_hash: proofId(jkt, jti),
      payload: '{}',
      grant_id: null,
      uid: null,
      user_code: null,
      expires_at: acceptedUntil(iat),
      consumed_at: null,
    });
  }

  async close(): Promise<void> {}
}

/**
 * In Redis (`SET … NX EX`), expiring with the window. When Redis cannot answer, the store is
 * asked instead: a proof is never accepted unchecked; only a proof first used in Redis and
 * replayed during an outage can pass, within its window.
 */
export class RedisProofReplays implements ProofReplays {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly fallback: ProofReplays,
    private readonly onFallback: (error: unknown) => void,
  ) {
    this.redis = new (redisClass())(url, {
      // Queued while connecting (a fresh instance's first proofs), but never past the timeout.
      enableOfflineQueue: true,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    });
    this.redis.on('error', () => {});
  }

  async firstUse(jkt: string, jti: string, iat: number, now = Date.now()): Promise<boolean> {
    const seconds = Math.max(1, acceptedUntil(iat) - Math.floor(now / 1000));
    try {
      const set = await this.redis.set(`hrapi:dpop:${proofId(jkt, jti)}`, '1', 'EX', seconds, 'NX');
      return set === 'OK';
    } catch (error) {
      this.onFallback(error);
      return this.fallback.firstUse(jkt, jti, iat, now);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Redis when REDIS_URL is set (the store when it cannot answer), else the store. */
export function createProofReplays(
  redisUrl: string | undefined,
  db: Kysely<Database>,
  onFallback: (error: unknown) => void,
): ProofReplays {
  const store = new StoreProofReplays(db);
  return redisUrl ? new RedisProofReplays(redisUrl, store, onFallback) : store;
}
