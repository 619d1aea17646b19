import type { Kysely, Migration } from 'kysely';

/**
 * Affiliations keep their history (issue 14): one collaborator may hold several successive
 * periods in one complementary contract, so (organization, collaborator, contract) is no longer
 * unique. The new index serves the same lookups, in period order.
 */
export const affiliationHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('affiliations_by_collaborator_contract').execute();
    await db.schema
      .createIndex('affiliations_by_collaborator_contract_start')
      .on('affiliations')
      .columns(['organization_id', 'collaborator_id', 'contract_id', 'start_date', 'id'])
      .execute();
  },
};
