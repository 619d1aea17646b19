import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sortKey } from '../shared/names.ts';

/** One person found by name, with what tells homonyms apart. */
export interface PersonFound {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  establishment: string | null;
}

/** At most this many people are listed; one more is read to know whether there are others. */
export const PEOPLE_FOUND_MAX = 20;
/** Longer than any name: a longer query cannot match and is not read further. */
const QUERY_MAX = 100;
/** Above every character a stored key can hold, so `key < prefix + TOP` bounds a prefix range. */
const TOP = String.fromCodePoint(0x10ffff);

type Where = ExpressionBuilder<Database & { c: Database['collaborators'] }, 'c'>;

function startsWith(eb: Where, column: 'c.sort_last_name' | 'c.sort_first_name', prefix: string) {
  return eb.and([eb(column, '>=', prefix), eb(column, '<', `${prefix}${TOP}`)]);
}

/**
 * The organization's people whose family or given name starts with `query`, compared on the
 * stored sort keys (accents and case removed, the same on both engines); "camille dur" also finds
 * Camille Durand and "durand cam" too. Ordered by name, at most `PEOPLE_FOUND_MAX`.
 *
 * The family-name prefix is a range on the name index (organization, family, given, id); the
 * given name has no index of its own, so a query on it walks that index in name order and stops
 * at the limit: a bounded scan of the organization's index entries, never of another's, and
 * never of the table's rows.
 */
export async function findPeopleByName(
  db: Kysely<Database>,
  organizationId: string,
  query: string,
): Promise<{ people: PersonFound[]; more: boolean }> {
  const key = sortKey(query.slice(0, QUERY_MAX));
  if (key === '') return { people: [], more: false };
  const [first = '', ...rest] = key.split(' ');
  const others = rest.join(' ');
  const rows = await db
    .selectFrom('collaborators as c')
    .leftJoin('establishments as e', (join) =>
      join.onRef('e.organization_id', '=', 'c.organization_id').onRef('e.id', '=', 'c.establishment_id'),
    )
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.birth_date', 'e.name as establishment'])
    .where('c.organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        startsWith(eb, 'c.sort_last_name', key),
        startsWith(eb, 'c.sort_first_name', key),
        ...(others === ''
          ? []
          : [
              eb.and([
                startsWith(eb, 'c.sort_first_name', first),
                startsWith(eb, 'c.sort_last_name', others),
              ]),
              eb.and([
                startsWith(eb, 'c.sort_last_name', first),
                startsWith(eb, 'c.sort_first_name', others),
              ]),
            ]),
      ]),
    )
    .orderBy('c.sort_last_name')
    .orderBy('c.sort_first_name')
    .orderBy('c.id')
    .limit(PEOPLE_FOUND_MAX + 1)
    .execute();
  return {
    people: rows.slice(0, PEOPLE_FOUND_MAX).map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      birthDate: r.birth_date,
      establishment: r.establishment,
    })),
    more: rows.length > PEOPLE_FOUND_MAX,
  };
}
