import type { Kysely, Migration } from 'kysely';

/**
 * Absences and work locations written over HTTP are requests (issue 45): who asked, and who
 * decided, when and with what comment. All nullable: a row an import or a DSN wrote has none, and
 * the reads of v1.11.0 show none of them. `requested_by` and `decided_by` hold the audit actor as
 * `type:id` (`api_key:…`, `console_user:…`), never a name.
 */
export const requestDecisionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['absences', 'work_locations']) {
      for (const column of ['requested_by', 'decided_at', 'decided_by', 'decision_comment']) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
  },
};
