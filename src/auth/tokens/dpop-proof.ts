import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, errors, jwtVerify } from 'jose';
import { DPOP_ALGORITHMS, DPOP_IAT_WINDOW_SECONDS } from './oauth-paths.ts';

/** A DPoP proof refused, with the reason told to the client (RFC 9449 §4.3's checks, by name). */
export class DpopProofRefused extends Error {}

/** What the request that carried the proof was, as its client saw it. */
export interface ProofTarget {
  /** The request's method. */
  method: string;
  /** The request's URL as the client sent it: the server's public origin and the path (any query is ignored). */
  url: string;
  /** The access token of the `Authorization: DPoP` header: the proof must carry its hash (`ath`). */
  accessToken: string;
}

/** A verified proof: the thumbprint of its key (RFC 7638), its `jti` and its `iat`. */
export interface VerifiedProof {
  jkt: string;
  jti: string;
  iat: number;
}

/** base64url(SHA-256(token)): the `ath` of a proof presented with that token. */
export const accessTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'ascii').digest('base64url');

/** `htu` is compared without its query and fragment, after URL normalization (RFC 9449 §4.3). */
function withoutQuery(url: string): string | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed) return undefined;
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

async function verifiedJwt(proof: string) {
  try {
    return await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: [...DPOP_ALGORITHMS] });
  } catch (error) {
    if (error instanceof errors.JOSEError)
      throw new DpopProofRefused(`the DPoP proof is invalid (${error.code})`);
    throw error;
  }
}

/**
 * Checks a proof's signature (by the public key of its own header, with an accepted algorithm and
 * `typ: dpop+jwt`), `htm`, `htu`, `ath` and that `iat` is within the window of `now`. Replay
 * (`jti` seen before) and the token's binding (`jkt`) are the caller's to check.
 */
export async function verifyDpopProof(
  proof: string,
  target: ProofTarget,
  now = Date.now(),
): Promise<VerifiedProof> {
  const { payload, protectedHeader } = await verifiedJwt(proof);
  const { jti, iat, htm, htu, ath } = payload;
  if (typeof jti !== 'string' || jti === '' || jti.length > 256) {
    throw new DpopProofRefused('the DPoP proof has no jti');
  }
  if (typeof iat !== 'number' || Math.abs(now / 1000 - iat) > DPOP_IAT_WINDOW_SECONDS) {
    throw new DpopProofRefused(
      `the DPoP proof's iat is not within ${DPOP_IAT_WINDOW_SECONDS} s of the server's clock`,
    );
  }
  if (htm !== target.method) throw new DpopProofRefused(`the DPoP proof's htm is not ${target.method}`);
  if (typeof htu !== 'string' || withoutQuery(htu) !== withoutQuery(target.url)) {
    throw new DpopProofRefused(`the DPoP proof's htu is not ${withoutQuery(target.url)}`);
  }
  if (ath !== accessTokenHash(target.accessToken)) {
    throw new DpopProofRefused("the DPoP proof's ath is not the hash of the access token");
  }
  // The header's key was checked to be a public key by EmbeddedJWK.
  const jkt = await calculateJwkThumbprint(protectedHeader.jwk ?? {}, 'sha256');
  return { jkt, jti, iat };
}
