import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` then base64 of 24 random bytes (the key itself). */
const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` (Standard Webhooks, "Signature scheme"). */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The `webhook-id`, `webhook-timestamp` and `webhook-signature` headers of one attempt. Several
 * secrets (during a rotation) give several space-separated signatures: the receiver accepts the
 * message if any of them verifies.
 */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  body: string,
  at: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' '),
  };
}

/** Checks a signature header against a secret, as a receiver would (for tests and docs). */
export function verifies(secret: string, headers: Record<string, string>, body: string): boolean {
  const id = headers['webhook-id'] ?? '';
  const timestamp = Number(headers['webhook-timestamp']);
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  return (headers['webhook-signature'] ?? '').split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
