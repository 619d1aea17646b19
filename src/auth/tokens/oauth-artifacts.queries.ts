import type { Insertable, Kysely } from 'kysely';
import type { Database, OAuthArtifactTable } from '../../db/schema.ts';

/**
 * Every read and write of `oauth_artifacts`: oidc-provider's codes, tokens, grants, sessions and
 * interactions (partners/oauth/adapter.ts), the server's keys (server-keys.ts), the DPoP proofs
 * already used (dpop-replay.ts), and the access token a request presents (access-tokens.ts,
 * partners/oauth/userinfo.ts). Rows are keyed by model and the SHA-256 of the artifact's id.
 */
export type OAuthArtifact = Insertable<OAuthArtifactTable>;

/** Writes the artifact, or replaces what its model and id held. */
export async function upsertArtifact(db: Kysely<Database>, row: OAuthArtifact): Promise<void> {
  await db
    .insertInto('oauth_artifacts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['model', 'id_hash']).doUpdateSet({
        payload: row.payload,
        grant_id: row.grant_id,
        uid: row.uid,
        user_code: row.user_code,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/** Writes the artifact unless its model and id are taken; true when this call wrote it. */
export async function insertArtifactOnce(db: Kysely<Database>, row: OAuthArtifact): Promise<boolean> {
  const result = await db
    .insertInto('oauth_artifacts')
    .values(row)
    .onConflict((oc) => oc.columns(['model', 'id_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** An artifact of this model by its id's hash, its uid or its user code's hash, expired or not. */
export function findArtifact(
  db: Kysely<Database>,
  model: string,
  column: 'id_hash' | 'uid' | 'user_code',
  value: string,
) {
  return db
    .selectFrom('oauth_artifacts')
    .select(['payload', 'expires_at', 'consumed_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .executeTakeFirst();
}

/** The payload of an artifact of this model and id hash. */
export function artifactPayload(db: Kysely<Database>, model: string, idHash: string) {
  return db
    .selectFrom('oauth_artifacts')
    .select('payload')
    .where('model', '=', model)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

/** Marks the artifact consumed; true only for the first consumer (`consumed_at is null`). */
export async function consumeArtifact(
  db: Kysely<Database>,
  model: string,
  idHash: string,
  atSeconds: number,
): Promise<boolean> {
  const result = await db
    .updateTable('oauth_artifacts')
    .set({ consumed_at: atSeconds })
    .where('model', '=', model)
    .where('id_hash', '=', idHash)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The grant an artifact was issued under, if any. */
export function grantOfArtifact(db: Kysely<Database>, model: string, idHash: string) {
  return db
    .selectFrom('oauth_artifacts')
    .select('grant_id')
    .where('model', '=', model)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function deleteArtifact(db: Kysely<Database>, model: string, idHash: string): Promise<void> {
  await db.deleteFrom('oauth_artifacts').where('model', '=', model).where('id_hash', '=', idHash).execute();
}

/** The artifacts of one model issued under the grant. */
export async function deleteModelArtifactsOfGrant(
  db: Kysely<Database>,
  model: string,
  grantId: string,
): Promise<void> {
  await db.deleteFrom('oauth_artifacts').where('model', '=', model).where('grant_id', '=', grantId).execute();
}

/** Every code and token issued under the grant, and its Grant. */
export async function deleteArtifactsOfGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db.deleteFrom('oauth_artifacts').where('grant_id', '=', grantId).execute();
}

/** Every artifact issued under any grant of the app. */
export async function deleteArtifactsOfApp(db: Kysely<Database>, appId: string): Promise<void> {
  await db
    .deleteFrom('oauth_artifacts')
    .where('grant_id', 'in', db.selectFrom('partner_grants').select('id').where('app_id', '=', appId))
    .execute();
}

/** Deletes what expired by then (the server's keys never expire); returns how many rows went. */
export async function deleteExpiredArtifacts(db: Kysely<Database>, nowSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('oauth_artifacts')
    .where('expires_at', '<=', nowSeconds)
    .where('model', 'not in', ['ServerKeys'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * An access token by its hash, with its grant and app while the grant is not revoked and the app
 * is active: one indexed look-up.
 */
export function findGrantedAccessToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_artifacts as t')
    .innerJoin('partner_grants as g', 'g.id', 't.grant_id')
    .innerJoin('partner_apps as a', 'a.id', 'g.app_id')
    .select([
      't.payload',
      't.expires_at',
      'g.id as grant_id',
      'g.organization_id',
      'g.scopes',
      'g.withheld_fields',
      'g.granted_at',
      'g.last_used_at',
      'a.id as app_id',
      'a.name as app_name',
    ])
    .where('t.model', '=', 'AccessToken')
    .where('t.id_hash', '=', tokenHash)
    .where('g.revoked_at', 'is', null)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
}

/** The same access token with its authorization server Grant's payload (the user-info claims). */
export function findAccessTokenWithGrant(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_artifacts as t')
    .innerJoin('partner_grants as g', 'g.id', 't.grant_id')
    .innerJoin('partner_apps as a', 'a.id', 'g.app_id')
    .innerJoin('oauth_artifacts as og', (join) =>
      join.onRef('og.grant_id', '=', 't.grant_id').on('og.model', '=', 'Grant'),
    )
    .select(['t.payload', 't.expires_at', 'g.id as grant_id', 'g.organization_id', 'a.id as app_id'])
    .select('og.payload as grant_payload')
    .where('t.model', '=', 'AccessToken')
    .where('t.id_hash', '=', tokenHash)
    .where('g.revoked_at', 'is', null)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
}
