import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import { callApi } from '../support/server.ts';

/** A client's DPoP key: oauth4webapi's (the private half not extractable, as a partner keeps it). */
export const dpopKey = () => oauth.generateKeyPair('ES256');
export type DpopKey = Awaited<ReturnType<typeof dpopKey>>;

export interface ProofClaims {
  htm: string;
  htu: string;
  /** The access token the proof goes with: its hash is the proof's `ath`. */
  accessToken: string;
  jti?: string;
  /** Seconds since the epoch; now by default. */
  iat?: number;
}

/** A DPoP proof (RFC 9449 §4.2) signed by `key`, built by hand so a test can get any claim wrong. */
export async function proof(key: DpopKey, claims: ProofClaims): Promise<string> {
  const jwk = await exportJWK(key.publicKey);
  return new SignJWT({
    htm: claims.htm,
    htu: claims.htu,
    ath: createHash('sha256').update(claims.accessToken).digest('base64url'),
    jti: claims.jti ?? randomUUID(),
    iat: claims.iat ?? Math.floor(Date.now() / 1000),
  })
    .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk })
    .sign(key.privateKey);
}

/** A GET of the API at `baseUrl` + `path` with `Authorization: DPoP` and, if given, the proof. */
export function dpopGet(baseUrl: string, path: string, token: string, dpopProof?: string) {
  return callApi(baseUrl, path, {
    headers: { authorization: `DPoP ${token}`, ...(dpopProof ? { dpop: dpopProof } : {}) },
  });
}
