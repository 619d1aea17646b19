import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../../db/audit.ts';
import type { ApiKeyRow, Database } from '../../db/schema.ts';
import { settledAfter } from '../../db/state-channel.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { uuidv7 } from '../../shared/ids.ts';
import { nowIso } from '../../shared/time.ts';
import { checkExpiry, checkSources } from '../key-limits.ts';
import { checkScopes, isScope, type KeyKind, type Scope } from '../scopes.ts';
import { generateSecret, hashSecret, visibleStart } from '../secret.ts';
import { checkWithheld, type WithheldField, withheldFieldsOf } from '../withheld-fields.ts';

/** An API key as lists show it: never the secret, never its hash. */
export interface ApiKey {
  id: string;
  organizationId: string;
  name: string;
  kind: KeyKind;
  scopes: Scope[];
  start: string;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Fields its scopes grant but that it never receives. */
  withheldFields: WithheldField[];
  /** Past this instant the key is refused like a revoked one; null: never expires. */
  expiresAt: string | null;
  /** CIDR blocks the key may be used from; null: anywhere. */
  allowedSources: string[] | null;
  /**
   * Present when the caller holds an OAuth access token rather than a key: `id` is then the
   * grant's, and the app is named here (for the logs, the audit and the rate limit per grant).
   */
  partnerApp?: { id: string; name: string };
  /**
   * An access token bound to a DPoP key (RFC 9449): the key's thumbprint (`cnf.jkt`). Such a token
   * is accepted only as `Authorization: DPoP` with a proof signed by that key.
   */
  dpopJkt?: string;
  /** The `Idempotency-Key` this request claimed (on the request's own copy of the key only). */
  idempotencyClaim?: { key: string; token: string };
}

/** Who wrote, for the audit log: the key, or the grant and its app when a partner token did. */
export function auditActorOf(
  key: Pick<ApiKey, 'id' | 'partnerApp'> & Partial<Pick<ApiKey, 'organizationId' | 'idempotencyClaim'>>,
): Actor {
  const actor: Actor = key.partnerApp
    ? { type: 'api_key', id: key.id, partnerApp: key.partnerApp }
    : { type: 'api_key', id: key.id };
  // A write under a claimed Idempotency-Key checks, in its transaction, that the claim is its own.
  if (key.idempotencyClaim && key.organizationId !== undefined) {
    actor.idempotency = { organizationId: key.organizationId, apiKeyId: key.id, ...key.idempotencyClaim };
  }
  return actor;
}

export class KeyRequestError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

export const KEY_NAME_MAX_LENGTH = 100;

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    kind: row.kind,
    scopes: row.scopes.split(' ').filter(isScope),
    start: row.start,
    status: row.status,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    withheldFields: withheldFieldsOf(row.withheld_fields),
    expiresAt: row.expires_at,
    allowedSources: row.allowed_sources === null ? null : row.allowed_sources.split(' ').filter(Boolean),
  };
}

export interface NewKey {
  organizationId: string;
  name: string;
  scopes: readonly string[];
  kind: KeyKind;
  withhold?: readonly string[];
  /** `YYYY-MM-DD` (the end of that day, UTC) or an ISO 8601 instant. */
  expiresAt?: string;
  allowFrom?: readonly string[];
}

/**
 * Creates a key and returns it with its secret, which exists nowhere else from then on: only its
 * SHA-256 is stored. Scope rules are checked here, so the CLI and the console share them.
 */
export async function createApiKey(
  db: Kysely<Database>,
  input: NewKey,
  actor: Actor,
): Promise<{ key: ApiKey; secret: string }> {
  const name = input.name.trim();
  const problems: string[] = [];
  if (name === '') problems.push('a key needs a descriptive name');
  if (name.length > KEY_NAME_MAX_LENGTH)
    problems.push(`the name is longer than ${KEY_NAME_MAX_LENGTH} characters`);
  const scopes = checkScopes(input.scopes, input.kind);
  if (!scopes.ok) problems.push(...scopes.problems);
  const withheld = checkWithheld(input.withhold ?? [], scopes.ok ? scopes.scopes : []);
  if (!withheld.ok && scopes.ok) problems.push(...withheld.problems);
  const expiry = input.expiresAt === undefined ? undefined : checkExpiry(input.expiresAt);
  if (expiry && !expiry.ok) problems.push(expiry.problem);
  const sources = input.allowFrom === undefined ? undefined : checkSources(input.allowFrom);
  if (sources && !sources.ok) problems.push(...sources.problems);
  if (problems.length > 0 || !scopes.ok || !withheld.ok || (expiry && !expiry.ok) || (sources && !sources.ok))
    throw new KeyRequestError(problems.join('; '), problems);

  const secret = generateSecret();
  const row: ApiKeyRow = {
    id: uuidv7(),
    organization_id: input.organizationId,
    name,
    kind: input.kind,
    scopes: scopes.scopes.join(' '),
    secret_hash: hashSecret(secret),
    start: visibleStart(secret),
    status: 'active',
    created_at: nowIso(),
    created_by: actor.id,
    revoked_at: null,
    last_used_at: null,
    withheld_fields: withheld.fields.join(' '),
    expires_at: expiry ? expiry.at : null,
    allowed_sources: sources ? sources.sources.join(' ') : null,
  };
  await writeTransaction(db, async (trx) => {
    await trx.insertInto('api_keys').values(row).execute();
    await recordAudit(trx, input.organizationId, actor, {
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: row.id,
      details: {
        name,
        kind: input.kind,
        scopes: scopes.scopes,
        withheldFields: withheld.fields,
        expiresAt: row.expires_at,
        allowedSources: sources ? sources.sources : null,
      },
    });
  });
  return { key: toApiKey(row), secret };
}

export async function listApiKeys(db: Kysely<Database>, organizationId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiKey);
}

export type RevokeOutcome = 'revoked' | 'already_revoked' | 'not_found';

/** Irreversible. Scoped by organization: another organization's key id is "not found". */
export async function revokeApiKey(
  db: Kysely<Database>,
  organizationId: string,
  keyId: string,
  actor: Actor,
): Promise<{ outcome: RevokeOutcome; key?: ApiKey }> {
  return settledAfter(
    db,
    writeTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom('api_keys')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', '=', keyId)
        .executeTakeFirst();
      if (!row) return { outcome: 'not_found' as const };
      if (row.status === 'revoked') return { outcome: 'already_revoked' as const, key: toApiKey(row) };
      const revokedAt = nowIso();
      await trx
        .updateTable('api_keys')
        .set({ status: 'revoked', revoked_at: revokedAt })
        .where('organization_id', '=', organizationId)
        .where('id', '=', keyId)
        .execute();
      await recordAudit(trx, organizationId, actor, {
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: keyId,
        details: { name: row.name },
      });
      return {
        outcome: 'revoked' as const,
        key: toApiKey({ ...row, status: 'revoked', revoked_at: revokedAt }),
      };
    }),
    (result) => result.outcome === 'revoked',
  );
}

/** The active key whose secret hashes to `secretHash`, if any. */
export async function findActiveKeyByHash(
  db: Kysely<Database>,
  secretHash: string,
): Promise<ApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('secret_hash', '=', secretHash)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

/** Records use at a coarse grain: callers only call this when the stored value is an hour old. */
export async function touchApiKey(db: Kysely<Database>, keyId: string, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
}
