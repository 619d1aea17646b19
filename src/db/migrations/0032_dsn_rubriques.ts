import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Rubriques of the monthly DSN a payroll expert expects to find again (issue 44), all nullable:
 *
 * collaborators: `temporary_number` (S21.G00.30.020, the *numéro technique temporaire* of a person
 * the payroll has no NIR for yet; personal like the NIR, so the planner keeps no statistics of it
 * on PostgreSQL, as 0024 does for the other personal columns).
 * contracts: `conventional_status` (S21.G00.40.002), `local_scheme` (S21.G00.40.016, the
 * Alsace-Moselle local scheme among others), `recourse_reason` (S21.G00.40.021, why a fixed-term
 * contract). absences: `return_reason` (S21.G00.60.011), `accident_date` (S21.G00.60.012).
 * dsn_declarations: `replaced_declaration_id` (S20.G00.05.006, the declaration a type 03 or 05
 * replaces).
 */
export function dsnRubriquesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const columns = [
        ['collaborators', 'temporary_number'],
        ['contracts', 'conventional_status'],
        ['contracts', 'local_scheme'],
        ['contracts', 'recourse_reason'],
        ['absences', 'return_reason'],
        ['absences', 'accident_date'],
        ['dsn_declarations', 'replaced_declaration_id'],
      ] as const;
      for (const [table, column] of columns) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      if (engine === 'postgres') {
        await sql`alter table "collaborators" alter column "temporary_number" set statistics 0`.execute(db);
      }
    },
  };
}
