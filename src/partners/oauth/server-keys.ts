import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import { artifactPayload, insertArtifactOnce } from '../../auth/tokens/oauth-artifacts.queries.ts';
import type { Database } from '../../db/schema.ts';

/** The authorization server's own keys: one set for every instance, made once by the first. */
export interface ServerKeys {
  /** Signs ID tokens; its public half is served at the JWKS endpoint. */
  signing: JWK;
  /** Sign the short-lived cookies of an authorization in progress. */
  cookies: string[];
}

const MODEL = 'ServerKeys';
const ID = 'current';

function newKeys(): ServerKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    signing: { ...jwk, kid: randomBytes(9).toString('base64url'), use: 'sig', alg: 'RS256' },
    cookies: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Reads the keys, creating them on first use. Two instances starting at once both insert; the
 * primary key keeps the first and both read it back, so all sign with the same keys. They live in
 * the store like the cursor keys (0023): whoever reads the database can already read the data.
 */
export async function loadServerKeys(db: Kysely<Database>): Promise<ServerKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  await insertArtifactOnce(db, {
    model: MODEL,
    id_hash: ID,
    payload: JSON.stringify(newKeys()),
    grant_id: null,
    uid: null,
    user_code: null,
    expires_at: null,
    consumed_at: null,
  });
  const created = await readKeys(db);
  if (!created) throw new Error('the OAuth server keys could not be stored');
  return created;
}

async function readKeys(db: Kysely<Database>): Promise<ServerKeys | undefined> {
  const row = await artifactPayload(db, MODEL, ID);
  return row ? (JSON.parse(row.payload) as ServerKeys) : undefined;
}
