import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The webhook endpoint of a partner app (issue 28): one per app, registered with the app's client
 * credentials, receiving the events of every organization that granted the app, each filtered by
 * that grant's scopes.
 *
 * `partner_webhook_endpoints(app_id, url, event_types, secret, …, lease_owner, lease_until)`: as an
 * organization's endpoint (migrations 0012 and 0017), keyed by the app; the signing secret is kept
 * as such, since signing needs it.
 *
 * `partner_webhook_cursors(grant_id, app_id, organization_id, cursor)`: per grant, the number of
 * the organization's last change turned into deliveries. A grant gets its row when a dispatcher
 * first works the app; it starts at the last change logged before the grant (or the endpoint) was
 * made, so nothing logged after the consent is missed.
 *
 * `partner_webhook_deliveries` and `partner_webhook_attempts`: as an organization's, with the
 * organization and the grant of each event. A delivery still waiting when its grant is revoked is
 * `withdrawn`, never sent.
 */
export function partnerWebhooksMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "partner_webhook_endpoints" (
          "app_id" text ${bytewise} not null primary key,
          "url" text not null,
          "event_types" text not null,
          "secret" text not null,
          "previous_secret" text,
          "previous_secret_until" text,
          "status" text not null check ("status" in ('active', 'disabled')),
          "disabled_reason" text,
          "created_at" text not null,
          "updated_at" text not null,
          "lease_owner" text,
          "lease_until" text,
          constraint "partner_webhook_endpoints_app_fk" foreign key ("app_id")
            references "partner_apps" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create table "partner_webhook_cursors" (
          "grant_id" text ${bytewise} not null primary key,
          "app_id" text ${bytewise} not null,
          "organization_id" text ${bytewise} not null,
          "cursor" bigint not null,
          constraint "partner_webhook_cursors_endpoint_fk" foreign key ("app_id")
            references "partner_webhook_endpoints" ("app_id") on delete cascade,
          constraint "partner_webhook_cursors_grant_fk" foreign key ("grant_id")
            references "partner_grants" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_cursors_by_app" on "partner_webhook_cursors" ("app_id")`)
        .execute(db);
      await sql
        .raw(`create table "partner_webhook_deliveries" (
          "app_id" text ${bytewise} not null,
          "id" text ${bytewise} not null,
          "organization_id" text ${bytewise} not null,
          "grant_id" text ${bytewise} not null,
          "seq" bigint,
          "event_type" text not null,
          "payload" text not null,
          "status" text not null check ("status" in ('pending', 'succeeded', 'failed', 'withdrawn')),
          "attempts" integer not null,
          "next_attempt_at" text not null,
          "created_at" text not null,
          "updated_at" text not null,
          constraint "partner_webhook_deliveries_pk" primary key ("app_id", "id"),
          constraint "partner_webhook_deliveries_endpoint_fk" foreign key ("app_id")
            references "partner_webhook_endpoints" ("app_id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_deliveries_pending" on "partner_webhook_deliveries"
          ("app_id", "status", "created_at")`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_deliveries_settled" on "partner_webhook_deliveries"
          ("status", "next_attempt_at")`)
        .execute(db);
      await sql
        .raw(`create table "partner_webhook_attempts" (
          "app_id" text ${bytewise} not null,
          "id" text ${bytewise} not null,
          "delivery_id" text ${bytewise} not null,
          "attempted_at" text not null,
          "status_code" integer,
          "latency_ms" integer not null,
          "response_excerpt" text,
          "error" text,
          constraint "partner_webhook_attempts_pk" primary key ("app_id", "id"),
          constraint "partner_webhook_attempts_delivery_fk" foreign key ("app_id", "delivery_id")
            references "partner_webhook_deliveries" ("app_id", "id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_attempts_by_delivery" on "partner_webhook_attempts"
          ("app_id", "delivery_id")`)
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('partner_webhook_attempts').execute();
      await db.schema.dropTable('partner_webhook_deliveries').execute();
      await db.schema.dropTable('partner_webhook_cursors').execute();
      await db.schema.dropTable('partner_webhook_endpoints').execute();
    },
  };
}
