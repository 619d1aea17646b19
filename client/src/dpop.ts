/**
 * DPoP proofs (RFC 9449) with the platform's Web Crypto: an ES256 key pair whose private half
 * never leaves the process (not extractable), and a fresh proof per HTTP request (a new `jti`).
 */
export interface DpopProver {
  /**
   * The `DPoP` header of one request: `method`, `url` (any query and fragment are left out of
   * `htu`) and, at the API, the access token the request carries (its hash is `ath`).
   */
  proof(method: string, url: string, accessToken?: string): Promise<string>;
}

/** Web Crypto's `CryptoKey`, named through `crypto.subtle` so that Node's typings and the DOM's agree. */
type WebCryptoKey = Parameters<typeof crypto.subtle.sign>[1];

/** An ECDSA P-256 key pair of Web Crypto (the shape of the platform's `CryptoKeyPair`). */
export interface DpopKeyPair {
  publicKey: WebCryptoKey;
  privateKey: WebCryptoKey;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));

function htuOf(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** A new ES256 key pair for DPoP, its private key not extractable. */
export function generateDpopKeyPair(): Promise<DpopKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
}

/** A prover signing with `keyPair` (ECDSA P-256), or with a new key pair. */
export function dpopProver(keyPair?: DpopKeyPair | Promise<DpopKeyPair>): DpopProver {
  const keys = Promise.resolve(keyPair ?? generateDpopKeyPair());
  const header = keys.then(async ({ publicKey }) => {
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', publicKey);
    return encodeJson({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } });
  });
  return {
    async proof(method, url, accessToken) {
      const claims: Record<string, string | number> = {
        jti: crypto.randomUUID(),
        htm: method.toUpperCase(),
        htu: htuOf(url),
        iat: Math.floor(Date.now() / 1000),
      };
      if (accessToken !== undefined) {
        const digest = await crypto.subtle.digest('SHA-256', encoder.encode(accessToken));
        claims.ath = base64url(new Uint8Array(digest));
      }
      const input = `${await header}.${encodeJson(claims)}`;
      const { privateKey } = await keys;
      // Web Crypto's ECDSA signature is r || s, the form JWS wants (RFC 7518 §3.4).
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        privateKey,
        encoder.encode(input),
      );
      return `${input}.${base64url(new Uint8Array(signature))}`;
    },
  };
}
