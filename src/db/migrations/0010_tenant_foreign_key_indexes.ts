import type { Kysely, Migration } from 'kysely';

/**
 * Indexes on the child side of 0010's foreign keys that no earlier index starts with. Without
 * them, each write of a parent row (a collaborator, while an import still holds a deferred
 * reference to a manager it has not reached) makes the database scan the whole child table:
 * an import of 20,000 collaborators went quadratic. With them, every check is an index probe.
 */
const INDEXES: readonly (readonly [name: string, table: string, columns: string[]])[] = [
  ['collaborators_by_manager', 'collaborators', ['organization_id', 'manager_id']],
  ['collaborators_by_team', 'collaborators', ['organization_id', 'team_id']],
  ['affiliations_by_contract_option', 'affiliations', ['organization_id', 'contract_id', 'option_id']],
];

export const tenantForeignKeyIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
