import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Kysely, Selectable } from 'kysely';
import { ALL_SCOPES, isScope, PREREQUISITES, type Scope } from '../auth/scopes.ts';
import { deleteArtifactsOfApp } from '../auth/tokens/oauth-artifacts.queries.ts';
import type { Database, PartnerAppTable } from '../db/schema.ts';
import { settledAfter } from '../db/state-channel.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';

/** A partner app as lists show it: never its secret, never the secret's hash. */
export interface PartnerApp {
  /** The OAuth `client_id`. */
  id: string;
  name: string;
  secretStart: string;
  redirectUris: string[];
  scopes: Scope[];
  status: 'active' | 'disabled';
  createdAt: string;
  secretRotatedAt: string | null;
  disabledAt: string | null;
}

export class PartnerAppRequestError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** `hrcs_` + 43 base64url characters (32 random bytes): recognizable by secret scanners. */
const CLIENT_SECRET_PREFIX = 'hrcs_';
const NAME_MAX_LENGTH = 100;

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a presented secret with the stored hash in constant time. */
export function clientSecretMatches(presented: string, storedHash: string): boolean {
  const actual = Buffer.from(hashClientSecret(presented), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function newClientSecret(): string {
  return CLIENT_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

type PartnerAppRow = Selectable<PartnerAppTable>;

export function toPartnerApp(row: PartnerAppRow): PartnerApp {
  return {
    id: row.id,
    name: row.name,
    secretStart: row.secret_start,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    scopes: row.scopes.split(' ').filter(isScope),
    status: row.status,
    createdAt: row.created_at,
    secretRotatedAt: row.secret_rotated_at,
    disabledAt: row.disabled_at,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect URI as RFC 9700 wants it: absolute, https (http only to a loopback host, for a
 * partner's development), no fragment, no credentials. It is then compared exactly.
 */
export function redirectUriProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw}" is not an absolute URL`;
  }
  if (url.hash !== '' || raw.includes('#')) return `"${raw}" must not carry a fragment`;
  if (url.username !== '' || url.password !== '') return `"${raw}" must not carry credentials`;
  if (url.protocol === 'https:') return undefined;
  const loopback =
    LOOPBACK_HOSTS.has(url.hostname) || (isIP(url.hostname) === 4 && url.hostname.startsWith('127.'));
  if (url.protocol === 'http:' && loopback) return undefined;
  return `"${raw}" must use https (http is accepted for a loopback host only)`;
}

/** The scopes an app may be granted: known names, prerequisites present, in the canonical order. */
export function checkAppScopes(requested: readonly string[]): { scopes: Scope[]; problems: string[] } {
  const wanted = new Set(requested.map((s) => s.trim()).filter((s) => s !== ''));
  const problems: string[] = [];
  if (wanted.size === 0) problems.push('at least one scope is required');
  for (const scope of wanted) {
    if (!isScope(scope)) problems.push(`unknown scope "${scope}"`);
    else {
      const prerequisite = PREREQUISITES[scope];
      if (prerequisite && !wanted.has(prerequisite)) problems.push(`"${scope}" requires "${prerequisite}"`);
    }
  }
  return { scopes: ALL_SCOPES.filter((s) => wanted.has(s)), problems };
}

export interface NewPartnerApp {
  name: string;
  redirectUris: readonly string[];
  scopes: readonly string[];
}

/** Registers an app; its secret is returned here and exists nowhere else from then on. */
export async function createPartnerApp(
  db: Kysely<Database>,
  input: NewPartnerApp,
): Promise<{ app: PartnerApp; secret: string }> {
  const name = input.name.trim();
  const problems: string[] = [];
  if (name === '') problems.push('an app needs a name, shown to the admins who approve it');
  if (name.length > NAME_MAX_LENGTH) problems.push(`the name is longer than ${NAME_MAX_LENGTH} characters`);
  const uris = [...new Set(input.redirectUris.map((u) => u.trim()).filter((u) => u !== ''))];
  if (uris.length === 0) problems.push('at least one redirect URI is required');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) problems.push(problem);
  }
  const scopes = checkAppScopes(input.scopes);
  problems.push(...scopes.problems);
  if (problems.length > 0) throw new PartnerAppRequestError(problems);

  const secret = newClientSecret();
  const row: PartnerAppRow = {
    id: uuidv7(),
    name,
    secret_hash: hashClientSecret(secret),
    secret_start: secret.slice(0, CLIENT_SECRET_PREFIX.length + 4),
    redirect_uris: JSON.stringify(uris),
    scopes: scopes.scopes.join(' '),
    status: 'active',
    created_at: nowIso(),
    secret_rotated_at: null,
    disabled_at: null,
  };
  await db.insertInto('partner_apps').values(row).execute();
  return { app: toPartnerApp(row), secret };
}

export async function listPartnerApps(db: Kysely<Database>): Promise<PartnerApp[]> {
  const rows = await db.selectFrom('partner_apps').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toPartnerApp);
}

/** The app with its secret's hash, for client authentication only. */
export async function findPartnerAppWithSecret(
  db: Kysely<Database>,
  id: string,
): Promise<{ app: PartnerApp; secretHash: string } | undefined> {
  const row = await db.selectFrom('partner_apps').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { app: toPartnerApp(row), secretHash: row.secret_hash } : undefined;
}

export async function findPartnerApp(db: Kysely<Database>, id: string): Promise<PartnerApp | undefined> {
  return (await findPartnerAppWithSecret(db, id))?.app;
}

/** A new secret; the old one stops working at once (tokens already issued keep theirs). */
export async function rotatePartnerSecret(
  db: Kysely<Database>,
  id: string,
): Promise<{ app: PartnerApp; secret: string } | undefined> {
  const secret = newClientSecret();
  const row = await db
    .updateTable('partner_apps')
    .set({
      secret_hash: hashClientSecret(secret),
      secret_start: secret.slice(0, CLIENT_SECRET_PREFIX.length + 4),
      secret_rotated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? { app: toPartnerApp(row), secret } : undefined;
}

/**
 * Disables the app: it can no longer authenticate, and every token of it is refused on the next
 * request on every instance (the status change bumps the key generation, 0027).
 */
export async function disablePartnerApp(db: Kysely<Database>, id: string): Promise<PartnerApp | undefined> {
  return settledAfter(
    db,
    writeTransaction(db, async (trx) => {
      const row = await trx.selectFrom('partner_apps').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      if (row.status === 'disabled') return toPartnerApp(row);
      const updated = await trx
        .updateTable('partner_apps')
        .set({ status: 'disabled', disabled_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Its artifacts go too: nothing of a disabled app stays redeemable, even were it re-enabled.
      await deleteArtifactsOfApp(trx, id);
      return toPartnerApp(updated);
    }),
    (app) => app !== undefined,
  );
}
