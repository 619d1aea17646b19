import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { touchGrant } from '../tokens/access-tokens.ts';
import { type ApiKey, touchApiKey } from './api-keys.ts';

/**
 * Finds the active key behind a secret hash (GenerationKeyCache), such that a revocation from any
 * process, the CLI included, is effective on the very next request.
 */
export interface KeyResolver {
  /** `keyGeneration`: the store's key generation as this request read it, when it did. */
  resolve(secretHash: string, keyGeneration?: number): Promise<ApiKey | undefined>;
  /** The caller behind an OAuth access token (its grant), by the token's SHA-256. */
  resolveAccessToken(tokenHash: string, keyGeneration?: number): Promise<ApiKey | undefined>;
}

const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Keeps `last_used_at` coarse (one write per key per hour at most) and off the request's path:
 * the write is not awaited and a failure is only logged.
 */
export class LastUsedRecorder {
  private readonly touched = new Map<string, number>();
  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(key: ApiKey, now = Date.now()): void {
    const stored = key.lastUsedAt ? Date.parse(key.lastUsedAt) : 0;
    // A touch from before a renewed consent (createdAt, for a grant) is not a use of it.
    const touched = this.touched.get(key.id) ?? 0;
    const last = Math.max(stored, touched >= Date.parse(key.createdAt) ? touched : 0);
    if (now - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(key.id, now);
    const at = new Date(now).toISOString();
    (key.partnerApp ? touchGrant(this.db, key.id, at) : touchApiKey(this.db, key.id, at)).catch(this.onError);
  }
}
