import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashSecret } from '../../auth/secret.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../errors.ts';

/** A partner app, as its client credentials authenticate it. */
export interface PartnerApp {
  id: string;
  name: string;
  /** The most any grant of the app may hold. */
  scopes: string[];
}

/** Longer than any id or secret we issue: refused before any hashing or look-up. */
const MAX_CREDENTIAL_LENGTH = 512;
const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;

export const appUnauthorized = () =>
  new ApiError(
    'unauthorized',
    "the partner app's client credentials are required: Authorization: Basic base64(client_id:client_secret)",
    undefined,
    { 'WWW-Authenticate': 'Basic realm="hrapi partner apps", charset="UTF-8"' },
  );

/** `application/x-www-form-urlencoded` decoding, which RFC 6749 §2.3.1 applies to each part. */
function formDecode(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The client id and secret of an `Authorization: Basic` header, or undefined when it holds none. */
export function basicCredentials(
  header: string | undefined,
): { clientId: string; secret: string } | undefined {
  if (!header || header.length > 4 * MAX_CREDENTIAL_LENGTH) return undefined;
  const encoded = BASIC.exec(header)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  if (
    !clientId ||
    !secret ||
    clientId.length > MAX_CREDENTIAL_LENGTH ||
    secret.length > MAX_CREDENTIAL_LENGTH
  ) {
    return undefined;
  }
  return { clientId, secret };
}

/** Hashes compared in constant time; an unknown client is compared against a hash of nothing. */
const NO_HASH = hashSecret('');
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Client credentials → the active app, or 401. The answer never says which of unknown client,
 * wrong secret or disabled app; the secret is hashed at once and never kept nor logged.
 */
export async function authenticateApp(db: Kysely<Database>, header: string | undefined): Promise<PartnerApp> {
  const credentials = basicCredentials(header);
  if (!credentials) throw appUnauthorized();
  const given = hashSecret(credentials.secret);
  const row = await db
    .selectFrom('partner_apps')
    .select(['id', 'name', 'scopes', 'secret_hash', 'status'])
    .where('id', '=', credentials.clientId)
    .executeTakeFirst();
  const matches = sameHash(given, row?.secret_hash ?? NO_HASH);
  if (!row || !matches || row.status !== 'active') throw appUnauthorized();
  return { id: row.id, name: row.name, scopes: row.scopes.split(' ').filter(Boolean) };
}

/** The app of a request on an app-credential route; such routes always have one. */
export function requestApp(request: FastifyRequest): PartnerApp {
  if (!request.partnerApp) throw appUnauthorized();
  return request.partnerApp;
}
