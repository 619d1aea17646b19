import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import {
  consumeArtifact,
  deleteArtifact,
  deleteArtifactsOfGrant,
  deleteExpiredArtifacts,
  deleteModelArtifactsOfGrant,
  findArtifact,
  grantOfArtifact,
  upsertArtifact,
} from '../../auth/tokens/oauth-artifacts.queries.ts';
import type { Database } from '../../db/schema.ts';
import { endGrantByServer } from '../partner-grants.ts';

export const hashArtifactId = (id: string): string => createHash('sha256').update(id, 'utf8').digest('hex');

const epochSeconds = (at = Date.now()) => Math.floor(at / 1000);

/**
 * oidc-provider's storage on our own store (`oauth_artifacts`, both engines): every code, token,
 * grant, session and interaction is a row keyed by the SHA-256 of its id, so any instance finds
 * what another issued, and a copy of the table holds no usable token. Clients are not stored here:
 * they come from `partner_apps` (provider.ts, findClient).
 */
export class StoreAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      model: this.model,
      id_hash: hashArtifactId(id),
      payload: JSON.stringify(payload),
      // A Grant is its own grant: revoking by grant id then removes it with its tokens.
      grant_id: this.model === 'Grant' ? id : (payload.grantId ?? null),
      uid: payload.uid ?? null,
      user_code: payload.userCode ? hashArtifactId(payload.userCode) : null,
      expires_at: expiresIn ? epochSeconds() + expiresIn : null,
      consumed_at: null,
    };
    await upsertArtifact(this.db, row);
  }

  private async findWhere(column: 'id_hash' | 'uid' | 'user_code', value: string) {
    const row = await findArtifact(this.db, this.model, column, value);
    if (!row) return undefined;
    if (row.expires_at !== null && Number(row.expires_at) <= epochSeconds()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id_hash', hashArtifactId(id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', hashArtifactId(userCode));
  }

  /**
   * One-time use: only the first consumer's update matches `consumed_at is null`. A later one
   * usually finds `consumed` already set and the library refuses it (revoking the grant, for a
   * code or a rotated refresh token); one that read the artifact before the first consumer wrote
   * is caught here instead, and treated the same way: a code or refresh token redeemed twice at
   * once ends its grant (RFC 6749 §4.1.2, §10.4), and the late redemption gets `invalid_grant`.
   */
  async consume(id: string): Promise<void> {
    if (await consumeArtifact(this.db, this.model, hashArtifactId(id), epochSeconds())) return;
    const row = await grantOfArtifact(this.db, this.model, hashArtifactId(id));
    if (row?.grant_id) await endGrantWithItsArtifacts(this.db, row.grant_id);
    // Loaded here, not at the top: the server loads oidc-provider on its first OAuth request only,
    // and consume is only ever called by it (so this import is already in the module cache).
    const { errors } = await import('oidc-provider');
    throw new errors.InvalidGrant(`${this.model} already consumed`);
  }

  async destroy(id: string): Promise<void> {
    await deleteArtifact(this.db, this.model, hashArtifactId(id));
    // The library destroys a Grant when it ends it (a refresh token reused, or revoked by the
    // partner): the organization's grant ends with it, so the console shows it revoked.
    if (this.model === 'Grant') await endGrantByServer(this.db, id, 'authorization_server');
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteModelArtifactsOfGrant(this.db, this.model, grantId);
  }
}

/**
 * The organization's grant ends (which alone refuses its tokens), then every code and token issued
 * under it and its Grant go: in that order, so a crash between the two leaves nothing usable.
 */
async function endGrantWithItsArtifacts(db: Kysely<Database>, grantId: string): Promise<void> {
  await endGrantByServer(db, grantId, 'authorization_server');
  await deleteArtifactsOfGrant(db, grantId);
}

/** Deletes what has expired; a row past `expires_at` is already invisible to `find`. */
export async function sweepExpiredArtifacts(db: Kysely<Database>, now = Date.now()): Promise<number> {
  return deleteExpiredArtifacts(db, epochSeconds(now));
}
