import type { Kysely, Migration } from 'kysely';

/**
 * Indexes of the self-serve reads (issue 4).
 * - contracts_by_collaborator_period: the employment-status filter tests, per collaborator,
 *   whether a contract covers today; with end_date in the index that test never reads a row.
 * - absences/work_locations *_by_start_period: the lists order by (start_date, id) and filter on
 *   end_date and status; carrying them in the index lets the filter and the count run on it alone.
 */
export const selfServeReadIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('contracts_by_collaborator_period')
      .on('contracts')
      .columns(['organization_id', 'collaborator_id', 'start_date', 'end_date'])
      .execute();
    for (const table of ['absences', 'work_locations'] as const) {
      await db.schema
        .createIndex(`${table}_by_start_period`)
        .on(table)
        .columns(['organization_id', 'start_date', 'id', 'end_date', 'status', 'collaborator_id'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('contracts_by_collaborator_period').execute();
    await db.schema.dropIndex('absences_by_start_period').execute();
    await db.schema.dropIndex('work_locations_by_start_period').execute();
  },
};
