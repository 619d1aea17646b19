import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BoundedCache, type CacheStats } from '../../shared/bounded-cache.ts';
import { findAccessTokenCaller } from '../tokens/access-tokens.ts';
import { type ApiKey, findActiveKeyByHash } from './api-keys.ts';
import type { KeyResolver } from './key-resolver.ts';

/** `bypass`: the path names no organization, so no generation was read and the store is asked. */
export type KeyLookup = 'hit' | 'miss' | 'bypass';

export interface GenerationKeyCacheOptions {
  maxEntries?: number;
  /** Told of every look-up (the `hrapi_key_cache_lookups_total` metric). */
  onLookup?: (result: KeyLookup) => void;
}

/**
 * The key cache, the only one: active keys by secret hash, trusted only under the key generation
 * they were read with. The caller passes the generation its request read from the store (with the
 * organization's data version, in the look-up every request makes): a different one empties the
 * cache first, so a revocation anywhere (another instance, the CLI, plain SQL) is effective on the
 * next request, and a warm key costs no look-up of its own. Without a generation (a path that
 * names no organization) the store is asked directly. Unknown secrets are never kept.
 */
export class GenerationKeyCache implements KeyResolver {
  /** Least recently used out first past its bound (the server's one cache interface). */
  private readonly entries: BoundedCache<string, ApiKey>;
  private generation = -1;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: GenerationKeyCacheOptions = {},
  ) {
    this.entries = new BoundedCache(options.maxEntries ?? 10_000);
  }

  /** Look-ups answered from the cache since the process started. */
  get hits(): number {
    return this.entries.stats().hits;
  }

  stats(): CacheStats {
    return this.entries.stats();
  }

  resolve(secretHash: string, keyGeneration?: number): Promise<ApiKey | undefined> {
    return this.cached(secretHash, keyGeneration, () => findActiveKeyByHash(this.db, secretHash));
  }

  /**
   * An OAuth access token, by the same rule: its grant's revocation, its app's disabling and its
   * own revocation all bump the generation (0027). Its expiry is the caller's `expiresAt`, checked
   * on every request like a key's.
   */
  resolveAccessToken(tokenHash: string, keyGeneration?: number): Promise<ApiKey | undefined> {
    return this.cached(`oauth:${tokenHash}`, keyGeneration, () => findAccessTokenCaller(this.db, tokenHash));
  }

  private async cached(
    secretHash: string,
    keyGeneration: number | undefined,
    lookup: () => Promise<ApiKey | undefined>,
  ): Promise<ApiKey | undefined> {
    if (keyGeneration === undefined) {
      this.options.onLookup?.('bypass');
      return lookup();
    }
    if (keyGeneration !== this.generation) {
      this.entries.clear();
      this.generation = keyGeneration;
    }
    const kept = this.entries.get(secretHash);
    if (kept) {
      this.options.onLookup?.('hit');
      return kept;
    }
    this.options.onLookup?.('miss');
    const key = await lookup();
    // Kept only if no newer generation was seen meanwhile: it may have revoked this very key.
    if (key && this.generation === keyGeneration) this.entries.set(secretHash, key);
    return key;
  }
}
