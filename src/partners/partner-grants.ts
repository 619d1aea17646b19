import type { Kysely } from 'kysely';
import { ALL_SCOPES, isScope, type Scope } from '../auth/scopes.ts';
import { deleteArtifactsOfGrant } from '../auth/tokens/oauth-artifacts.queries.ts';
import { checkWithheld, type WithheldField, withheldFieldsOf } from '../auth/withheld-fields.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import { settledAfter } from '../db/state-channel.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';

/** One organization's consent to one partner app, as the console and the CLI show it. */
export interface PartnerGrant {
  id: string;
  appId: string;
  appName: string;
  organizationId: string;
  scopes: Scope[];
  withheldFields: WithheldField[];
  grantedBy: string | null;
  grantedAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

const scopesOf = (text: string): Scope[] => text.split(' ').filter(isScope);

function grantsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('partner_grants as g')
    .innerJoin('partner_apps as a', 'a.id', 'g.app_id')
    .select([
      'g.id',
      'g.app_id',
      'a.name as app_name',
      'g.organization_id',
      'g.scopes',
      'g.withheld_fields',
      'g.granted_by',
      'g.granted_at',
      'g.last_used_at',
      'g.revoked_at',
      'g.revoked_by',
    ]);
}

type GrantRow = Awaited<ReturnType<ReturnType<typeof grantsQuery>['executeTakeFirstOrThrow']>>;

function toGrant(row: GrantRow): PartnerGrant {
  return {
    id: row.id,
    appId: row.app_id,
    appName: row.app_name,
    organizationId: row.organization_id,
    scopes: scopesOf(row.scopes),
    withheldFields: withheldFieldsOf(row.withheld_fields),
    grantedBy: row.granted_by,
    grantedAt: row.granted_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}

/** The scopes a consent grants: those asked for that the app holds, never more. */
export function grantableScopes(requested: readonly string[], appScopes: readonly Scope[]): Scope[] {
  const wanted = new Set(requested);
  return ALL_SCOPES.filter((s) => wanted.has(s) && appScopes.includes(s));
}

export interface Consent {
  appId: string;
  organizationId: string;
  scopes: readonly Scope[];
  /** The console user who approved. */
  grantedBy: string;
}

/**
 * Records an admin's approval: the organization's active grant to the app is updated (a new
 * consent replaces its scopes), or one is made. Returns the grant's id, which is also the id of the
 * authorization server's Grant, so every token carries it.
 */
export async function recordConsent(db: Kysely<Database>, consent: Consent): Promise<PartnerGrant> {
  return settledAfter(
    db,
    writeTransaction(db, async (trx) => {
      const actor: Actor = { type: 'console_user', id: consent.grantedBy };
      const active = await grantsQuery(trx)
        .where('g.app_id', '=', consent.appId)
        .where('g.organization_id', '=', consent.organizationId)
        .where('g.revoked_at', 'is', null)
        .executeTakeFirst();
      const scopes = consent.scopes.join(' ');
      const now = nowIso();
      let id: string;
      if (active) {
        id = active.id;
        await trx
          .updateTable('partner_grants')
          // The renewed grant's last use starts again: a use is one since the latest consent.
          .set({ scopes, granted_by: consent.grantedBy, granted_at: now, last_used_at: null })
          .where('id', '=', id)
          .execute();
      } else {
        id = uuidv7();
        await trx
          .insertInto('partner_grants')
          .values({
            id,
            app_id: consent.appId,
            organization_id: consent.organizationId,
            scopes,
            granted_by: consent.grantedBy,
            granted_at: now,
          })
          .execute();
      }
      await recordAudit(trx, consent.organizationId, actor, {
        action: active ? 'partner_grant.renewed' : 'partner_grant.created',
        targetType: 'partner_grant',
        targetId: id,
        details: { appId: consent.appId, scopes: consent.scopes },
      });
      return toGrant(await grantsQuery(trx).where('g.id', '=', id).executeTakeFirstOrThrow());
    }),
    () => true,
  );
}

export async function listGrants(db: Kysely<Database>, organizationId: string): Promise<PartnerGrant[]> {
  const rows = await grantsQuery(db)
    .where('g.organization_id', '=', organizationId)
    .orderBy('g.granted_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map(toGrant);
}

export async function findGrant(
  db: Kysely<Database>,
  organizationId: string,
  grantId: string,
): Promise<PartnerGrant | undefined> {
  const row = await grantsQuery(db)
    .where('g.organization_id', '=', organizationId)
    .where('g.id', '=', grantId)
    .executeTakeFirst();
  return row ? toGrant(row) : undefined;
}

/**
 * The grant behind a token as it is now: found only while it is not revoked, its app is active,
 * and it is the grant of that app and that organization (what the token claims).
 */
export async function findLiveGrant(
  db: Kysely<Database>,
  grantId: string,
  expected: { appId: string; organizationId: string },
): Promise<PartnerGrant | undefined> {
  const row = await grantsQuery(db)
    .where('g.id', '=', grantId)
    .where('g.app_id', '=', expected.appId)
    .where('g.organization_id', '=', expected.organizationId)
    .where('g.revoked_at', 'is', null)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  return row ? toGrant(row) : undefined;
}

export type GrantRevokeOutcome = 'revoked' | 'already_revoked' | 'not_found';

/**
 * Revokes a grant and deletes every code and token issued under it, in one transaction: both bump
 * the key generation, so each instance refuses its tokens on the next request. Scoped by
 * organization: another organization's grant is "not found".
 */
export async function revokeGrant(
  db: Kysely<Database>,
  organizationId: string,
  grantId: string,
  actor: Actor,
): Promise<{ outcome: GrantRevokeOutcome; grant?: PartnerGrant }> {
  return settledAfter(
    db,
    writeTransaction(db, async (trx) => {
      const row = await grantsQuery(trx)
        .where('g.organization_id', '=', organizationId)
        .where('g.id', '=', grantId)
        .executeTakeFirst();
      if (!row) return { outcome: 'not_found' as const };
      if (row.revoked_at !== null) return { outcome: 'already_revoked' as const, grant: toGrant(row) };
      const revokedAt = nowIso();
      const revokedBy = actor.type === 'console_user' ? `console_user:${actor.id}` : actor.type;
      await trx
        .updateTable('partner_grants')
        .set({ revoked_at: revokedAt, revoked_by: revokedBy })
        .where('id', '=', grantId)
        .execute();
      await deleteArtifactsOfGrant(trx, grantId);
      await recordAudit(trx, organizationId, actor, {
        action: 'partner_grant.revoked',
        targetType: 'partner_grant',
        targetId: grantId,
        details: { appId: row.app_id, appName: row.app_name },
      });
      return {
        outcome: 'revoked' as const,
        grant: toGrant({ ...row, revoked_at: revokedAt, revoked_by: revokedBy }),
      };
    }),
    (result) => result.outcome === 'revoked',
  );
}

/**
 * The authorization server ended the grant itself (a refresh token used twice, or revoked by the
 * partner): the grant is marked revoked, so the organization sees it and a new consent is needed.
 */
export async function endGrantByServer(db: Kysely<Database>, grantId: string, reason: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('partner_grants')
      .set({ revoked_at: nowIso(), revoked_by: reason })
      .where('id', '=', grantId)
      .where('revoked_at', 'is', null)
      .returning(['organization_id', 'app_id'])
      .executeTakeFirst();
    if (!row) return;
    await recordAudit(
      trx,
      row.organization_id,
      { type: 'system', id: null },
      {
        action: 'partner_grant.revoked',
        targetType: 'partner_grant',
        targetId: grantId,
        details: { appId: row.app_id, reason },
      },
    );
  });
}

export class GrantRequestError extends Error {}

/**
 * Sets the fields a grant never receives although its scopes grant them (as for a key: names from
 * the withholdable list, each granted by one of its scopes); an empty list withholds nothing. The
 * change bumps the key generation, so every instance applies it on the next request.
 */
export async function withholdFromGrant(
  db: Kysely<Database>,
  organizationId: string,
  grantId: string,
  fields: readonly string[],
  actor: Actor,
): Promise<PartnerGrant | undefined> {
  return settledAfter(
    db,
    writeTransaction(db, async (trx) => {
      const row = await grantsQuery(trx)
        .where('g.organization_id', '=', organizationId)
        .where('g.id', '=', grantId)
        .where('g.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const checked = checkWithheld(fields, scopesOf(row.scopes));
      if (!checked.ok) throw new GrantRequestError(checked.problems.join('; '));
      const withheld = checked.fields.join(' ');
      await trx
        .updateTable('partner_grants')
        .set({ withheld_fields: withheld })
        .where('id', '=', grantId)
        .execute();
      await recordAudit(trx, organizationId, actor, {
        action: 'partner_grant.withheld_fields_set',
        targetType: 'partner_grant',
        targetId: grantId,
        details: { appId: row.app_id, withheldFields: checked.fields },
      });
      return toGrant({ ...row, withheld_fields: withheld });
    }),
    (grant) => grant !== undefined,
  );
}
