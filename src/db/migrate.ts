import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initialMigration } from './migrations/0001_initial.ts';
import { selfServeReadIndexes } from './migrations/0004_self_serve_read_indexes.ts';
import { keyChangeNotifyMigration } from './migrations/0007_ops_key_change_notify.ts';
import { tenantConstraintsMigration } from './migrations/0010_tenant_constraints.ts';
import { tenantForeignKeyIndexes } from './migrations/0010_tenant_foreign_key_indexes.ts';
import { changeLogMigration } from './migrations/0012_change_log.ts';
import { changeRetentionAndStatusMigration } from './migrations/0012_change_retention_and_status.ts';
import { webhooksMigration } from './migrations/0012_webhooks.ts';
import { dataVersionsMigration } from './migrations/0013_data_versions.ts';
import { affiliationHistoryMigration } from './migrations/0014_affiliation_history.ts';
import { contractDetailsMigration } from './migrations/0015_contract_details.ts';
import { dsnImportsMigration } from './migrations/0016_dsn_imports.ts';
import { webhooksAtVolumeMigration } from './migrations/0017_webhooks_at_volume.ts';
import { idempotencyKeysMigration } from './migrations/0018_idempotency_keys.ts';
import { privacyMigration } from './migrations/0019_privacy.ts';
import { dataKindVersionsMigration } from './migrations/0020_data_kind_versions.ts';
import { accessLogMonthsMigration } from './migrations/0021_access_log_months.ts';
import { countVersionsMigration } from './migrations/0022_count_versions.ts';
import { cursorKeysMigration } from './migrations/0023_cursor_keys.ts';
import { personalStatisticsMigration } from './migrations/0024_personal_statistics.ts';
import { pendingUploadsMigration } from './migrations/0025_pending_uploads.ts';
import { idempotencyPerKeyMigration } from './migrations/0026_idempotency_per_key.ts';
import { partnerAppsMigration } from './migrations/0027_partner_apps.ts';
import { partnerWebhooksMigration } from './migrations/0028_partner_webhooks.ts';
import { collaboratorOrderVersionMigration } from './migrations/0029_collaborator_order_version.ts';
import { grantLastUseMigration } from './migrations/0030_grant_last_use.ts';
import { partnerWebhookLanesMigration } from './migrations/0031_partner_webhook_lanes.ts';
import { dsnRubriquesMigration } from './migrations/0032_dsn_rubriques.ts';
import { requestDecisionsMigration } from './migrations/0033_request_decisions.ts';
import { httpImportsMigration } from './migrations/0034_http_imports.ts';
import { dsnDependantsMigration } from './migrations/0035_dsn_dependants.ts';
import { dsnContributionsMigration } from './migrations/0036_dsn_contributions.ts';
import { deliveryReasonKindMigration } from './migrations/0037_delivery_reason_kind.ts';
import { stateNotifyMigration } from './migrations/0038_state_notify.ts';
import { idempotencyClaimsMigration } from './migrations/0040_idempotency_claims.ts';
import type { Engine, Store } from './store.ts';

/** Migrations live in code, named by order; a new one is a new entry, never an edit of an old one. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(engine),
    '0004_self_serve_read_indexes': selfServeReadIndexes,
    '0007_ops_key_change_notify': keyChangeNotifyMigration(engine),
    '0010_tenant_constraints': tenantConstraintsMigration(engine),
    '0010_tenant_foreign_key_indexes': tenantForeignKeyIndexes,
    '0012_change_log': changeLogMigration(engine),
    '0012_change_retention_and_status': changeRetentionAndStatusMigration(engine),
    '0012_webhooks': webhooksMigration(engine),
    '0013_data_versions': dataVersionsMigration(engine),
    '0014_affiliation_history': affiliationHistoryMigration,
    '0015_contract_details': contractDetailsMigration(engine),
    '0020_data_kind_versions': dataKindVersionsMigration(engine),
    '0018_idempotency_keys': idempotencyKeysMigration(engine),
    '0019_privacy': privacyMigration(engine),
    '0017_webhooks_at_volume': webhooksAtVolumeMigration(engine),
    '0016_dsn_imports': dsnImportsMigration(engine),
    '0021_access_log_months': accessLogMonthsMigration(engine),
    '0022_count_versions': countVersionsMigration(engine),
    '0023_cursor_keys': cursorKeysMigration(engine),
    '0024_personal_statistics': personalStatisticsMigration(engine),
    '0025_pending_uploads': pendingUploadsMigration(engine),
    '0026_idempotency_per_key': idempotencyPerKeyMigration(engine),
    '0027_partner_apps': partnerAppsMigration(engine),
    '0028_partner_webhooks': partnerWebhooksMigration(engine),
    '0029_collaborator_order_version': collaboratorOrderVersionMigration(engine),
    '0030_grant_last_use': grantLastUseMigration(engine),
    '0031_partner_webhook_lanes': partnerWebhookLanesMigration(engine),
    '0032_dsn_rubriques': dsnRubriquesMigration(engine),
    '0033_request_decisions': requestDecisionsMigration,
    '0034_http_imports': httpImportsMigration(engine),
    '0035_dsn_dependants': dsnDependantsMigration(engine),
    '0036_dsn_contributions': dsnContributionsMigration(engine),
    '0037_delivery_reason_kind': deliveryReasonKindMigration,
    '0038_state_notify': stateNotifyMigration(engine),
    '0040_idempotency_claims': idempotencyClaimsMigration,
  };
}

class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.engine);
  }
}

/** Applies pending migrations; concurrent callers on PostgreSQL are serialised by Kysely's lock. */
export async function migrateToLatest(store: Store): Promise<string[]> {
  // Numbers are reserved per feature, so a store may have seen 0004 before 0003 existed.
  const migrator = new Migrator({
    db: store.db,
    provider: new CodeMigrationProvider(store.engine),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
