import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../store.ts';
import { type Counted, replacePostgresTrigger, replaceSqliteTrigger } from './0022_count_versions.ts';

/**
 * The collaborators' `membership_version` (0022) also moves when a collaborator's sort name
 * changes (issue 31): it then stands for "which collaborators, where, and in which order", what
 * the bookmarks of the collaborators list (positions of pages in name order) depend on, so that
 * they can be kept through a write that moves no row (a phone number, an address), as the totals
 * are. A name change now also recounts a total, which is rare and computed once.
 * Only the update trigger changes; the column names are written out so this never changes.
 */
const BEFORE: Counted = { column: 'membership_version', on: ['organization_id', 'id', 'establishment_id'] };
const AFTER: Counted = { ...BEFORE, on: [...BEFORE.on, 'sort_last_name', 'sort_first_name'] };

export function collaboratorOrderVersionMigration(engine: Engine): Migration {
  const replace = (db: Kysely<unknown>, count: Counted) =>
    engine === 'postgres'
      ? replacePostgresTrigger(db, 'collaborators', 'upd', 'update', 'new', count)
      : replaceSqliteTrigger(db, 'collaborators', 'upd', 'update', 'new', count);
  return {
    up: (db) => replace(db, AFTER),
    down: (db) => replace(db, BEFORE),
  };
}
