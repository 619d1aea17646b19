import type { FastifyRequest } from 'fastify';
import type { ApiKey } from '../../auth/keys/api-keys.ts';
import { DpopProofRefused, type VerifiedProof, verifyDpopProof } from '../../auth/tokens/dpop-proof.ts';
import type { ProofReplays } from '../../auth/tokens/dpop-replay.ts';
import { refusedCredential } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `jti`s of accepted DPoP proofs, shared by the instances (Redis, else the store). */
    proofReplays: ProofReplays;
  }
}

/**
 * The request's URL as its client sent it, the `htu` its proof must name: the configured public
 * origin (HRAPI_PUBLIC_URL) when there is one, so a reverse proxy or a load balancer in front
 * changes nothing; else the scheme and host the request came with (X-Forwarded-Proto and -Host
 * only from a trusted proxy). The path is the one received: a proxy must not rewrite it.
 */
export function urlAsSent(request: FastifyRequest): string {
  const origin = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${request.url.split('?')[0] ?? ''}`;
}

const badProof = (detail: string) => refusedCredential('DPoP', 'invalid_dpop_proof', detail);

/** The one `DPoP` header's proof, verified against this request and its access token, or a 401. */
export async function verifiedProof(request: FastifyRequest, accessToken: string): Promise<VerifiedProof> {
  const proof = request.headers.dpop;
  if (typeof proof !== 'string' || proof === '') {
    throw badProof('a DPoP proof is required with Authorization: DPoP (one DPoP header)');
  }
  try {
    return await verifyDpopProof(proof, { method: request.method, url: urlAsSent(request), accessToken });
  } catch (error) {
    if (error instanceof DpopProofRefused) throw badProof(error.message);
    throw error;
  }
}

/**
 * A token's binding, after its proof and the caller were verified: the proof's key must be the
 * one the token was issued to, and its `jti` never seen before by any instance (checked last, so
 * only an accepted request writes one).
 */
export async function holdsBoundKey(
  request: FastifyRequest,
  key: ApiKey,
  proof: VerifiedProof,
): Promise<void> {
  if (key.dpopJkt === undefined) {
    throw refusedCredential(
      'DPoP',
      'invalid_token',
      'this access token is not bound to a DPoP key: send it as Authorization: Bearer',
    );
  }
  if (key.dpopJkt !== proof.jkt) {
    throw refusedCredential(
      'DPoP',
      'invalid_token',
      'the access token is bound to another key than the DPoP proof',
    );
  }
  if (!(await request.server.proofReplays.firstUse(proof.jkt, proof.jti, proof.iat))) {
    throw badProof('this DPoP proof was already used: send a new proof (a new jti) with each request');
  }
}
