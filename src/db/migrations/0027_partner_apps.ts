import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Partners across organizations (issue 28): an app registered once by the operator, granted by
 * each organization's admin through an OAuth 2.0 consent, and the artifacts of the authorization
 * server (codes, tokens, sessions, interactions) kept in the store so every instance sees them.
 *
 * `partner_apps(id, name, secret_hash, secret_start, redirect_uris, scopes, status, …)`: `id` is
 * the OAuth `client_id`; the client secret is kept as its SHA-256 only; `redirect_uris` is a JSON
 * array compared exactly; `scopes` is space-separated, the most any grant of the app may hold.
 *
 * `partner_grants(id, app_id, organization_id, scopes, withheld_fields, granted_by, …)`: one
 * organization's consent to one app; at most one grant not revoked per app and organization.
 * Revoking it (`revoked_at`) refuses every token issued under it on the next request.
 *
 * `oauth_artifacts(model, id_hash, payload, grant_id, uid, user_code, expires_at, consumed_at)`:
 * the authorization server's storage, keyed by the SHA-256 of the artifact's id (for a token, the
 * id is the token itself, so a leaked table hands out nothing usable). `expires_at` is epoch
 * seconds, so the sweeper deletes by one indexed comparison.
 *
 * Added by the server side: the key generation (0013) is bumped by the database when a grant is
 * revoked or changed, an app disabled or deleted, or an access token deleted (revoked), so an
 * instance that keeps resolved access tokens in memory drops them on the next request, exactly as
 * it does for keys.
 */
export function partnerAppsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "partner_apps" (
          "id" text ${bytewise} not null primary key,
          "name" text not null,
          "secret_hash" text ${bytewise} not null unique,
          "secret_start" text not null,
          "redirect_uris" text not null,
          "scopes" text not null,
          "status" text not null check ("status" in ('active', 'disabled')),
          "created_at" text not null,
          "secret_rotated_at" text,
          "disabled_at" text
        )`)
        .execute(db);
      await sql
        .raw(`create table "partner_grants" (
          "id" text ${bytewise} not null primary key,
          "app_id" text ${bytewise} not null,
          "organization_id" text ${bytewise} not null,
          "scopes" text not null,
          "withheld_fields" text not null default '',
          "granted_by" text ${bytewise},
          "granted_at" text not null,
          "last_used_at" text,
          "revoked_at" text,
          "revoked_by" text,
          constraint "partner_grants_app_fk" foreign key ("app_id")
            references "partner_apps" ("id") on delete cascade,
          constraint "partner_grants_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create unique index "partner_grants_one_active" on "partner_grants"
          ("app_id", "organization_id") where "revoked_at" is null`)
        .execute(db);
      await sql
        .raw(`create index "partner_grants_by_organization" on "partner_grants"
          ("organization_id", "id")`)
        .execute(db);
      await sql
        .raw(`create table "oauth_artifacts" (
          "model" text ${bytewise} not null,
          "id_hash" text ${bytewise} not null,
          "payload" text not null,
          "grant_id" text ${bytewise},
          "uid" text ${bytewise},
          "user_code" text ${bytewise},
          "expires_at" bigint,
          "consumed_at" bigint,
          constraint "oauth_artifacts_pk" primary key ("model", "id_hash")
        )`)
        .execute(db);
      await sql.raw(`create index "oauth_artifacts_by_grant" on "oauth_artifacts" ("grant_id")`).execute(db);
      await sql.raw(`create index "oauth_artifacts_by_uid" on "oauth_artifacts" ("uid")`).execute(db);
      await sql
        .raw(`create index "oauth_artifacts_by_expiry" on "oauth_artifacts" ("expires_at")`)
        .execute(db);
      await bumpKeyGeneration(db, engine);
    },
    async down(db: Kysely<unknown>) {
      if (engine === 'postgres')
        await sql`drop function if exists hrapi_bump_partner_generation()`.execute(db);
      await db.schema.dropTable('oauth_artifacts').execute();
      await db.schema.dropTable('partner_grants').execute();
      await db.schema.dropTable('partner_apps').execute();
    },
  };
}

/** What a token's standing depends on: each change of it bumps the store's key generation. */
async function bumpKeyGeneration(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bump = sql`update key_generation set generation = generation + 1 where id = 1`;
  if (engine === 'postgres') {
    await sql`
      create or replace function hrapi_bump_partner_generation() returns trigger
      language plpgsql as $$
      begin
        ${bump};
        return null;
      end
      $$`.execute(db);
    await sql`create trigger partner_apps_generation after update of status, redirect_uris, scopes or delete
      on partner_apps for each statement execute function hrapi_bump_partner_generation()`.execute(db);
    await sql`create trigger partner_grants_generation after update of revoked_at, scopes, withheld_fields
      or delete on partner_grants for each statement execute function hrapi_bump_partner_generation()`.execute(
      db,
    );
    await sql`create trigger oauth_access_tokens_generation after delete on oauth_artifacts
      for each row when (old.model = 'AccessToken') execute function hrapi_bump_partner_generation()`.execute(
      db,
    );
    return;
  }
  await sql`create trigger partner_apps_generation after update of status, redirect_uris, scopes
    on partner_apps begin ${bump}; end`.execute(db);
  await sql`create trigger partner_apps_generation_del after delete on partner_apps
    begin ${bump}; end`.execute(db);
  await sql`create trigger partner_grants_generation after update of revoked_at, scopes, withheld_fields
    on partner_grants begin ${bump}; end`.execute(db);
  await sql`create trigger partner_grants_generation_del after delete on partner_grants
    begin ${bump}; end`.execute(db);
  await sql`create trigger oauth_access_tokens_generation after delete on oauth_artifacts
    when old.model = 'AccessToken' begin ${bump}; end`.execute(db);
}
