import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Partner webhooks in lanes (issue 43): a partner app's one endpoint hears many organizations, and
 * one organization's failing events held every other's behind them (one ordered queue per app),
 * and their last retry disabled the endpoint for all. Each organization now has its own lane
 * within the app's endpoint: its own order, its own retries, its own lease, and what its last
 * retry disables is the lane alone.
 *
 * `partner_webhook_lanes(app_id, organization_id, status, disabled_reason, disabled_at, …)`: one
 * per app and organization, made when the organization first has an event for the app (lanes of
 * the deliveries and cursors already there are made here). The lease of a lane is what lets one
 * dispatcher alone send its events; the endpoint's own lease columns are no longer used.
 * A disabled lane says why and since when; an active one says neither.
 */
export function partnerWebhookLanesMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "partner_webhook_lanes" (
          "app_id" text ${bytewise} not null,
          "organization_id" text ${bytewise} not null,
          "status" text not null check ("status" in ('active', 'disabled')),
          "disabled_reason" text,
          "disabled_at" text,
          "updated_at" text not null,
          "lease_owner" text,
          "lease_until" text,
          constraint "partner_webhook_lanes_pk" primary key ("app_id", "organization_id"),
          constraint "partner_webhook_lanes_endpoint_fk" foreign key ("app_id")
            references "partner_webhook_endpoints" ("app_id") on delete cascade,
          constraint "partner_webhook_lanes_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade,
          constraint "partner_webhook_lanes_disabled_says_why" check (
            ("status" = 'active' and "disabled_reason" is null and "disabled_at" is null)
            or ("status" = 'disabled' and "disabled_reason" is not null and "disabled_at" is not null))
        )`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_lanes_by_organization" on "partner_webhook_lanes"
          ("organization_id")`)
        .execute(db);
      await sql
        .raw(`create index "partner_webhook_deliveries_lane" on "partner_webhook_deliveries"
          ("app_id", "organization_id", "status", "created_at")`)
        .execute(db);
      const now = new Date().toISOString();
      await sql`insert into "partner_webhook_lanes" ("app_id", "organization_id", "status", "updated_at")
        select distinct "app_id", "organization_id", 'active', cast(${now} as text)
        from (
          select "app_id", "organization_id" from "partner_webhook_cursors"
          union
          select "app_id", "organization_id" from "partner_webhook_deliveries" where "status" = 'pending'
        ) as "known"`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw(`drop index "partner_webhook_deliveries_lane"`).execute(db);
      await db.schema.dropTable('partner_webhook_lanes').execute();
    },
  };
}
