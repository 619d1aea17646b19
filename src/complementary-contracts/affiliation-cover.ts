import type { Static, TObject } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { FieldVisibility } from '../auth/field-visibility.ts';
import { rowsInChunks } from '../db/batches.ts';
import type { Database, DsnDependantMonthTable, DsnDependantTable } from '../db/schema.ts';
import { dateToDateTime } from '../shared/time.ts';
import type { coverFields } from './affiliation-cover.schema.ts';

/** What an affiliation row needs to find its cover: the pair it belongs to and its period. */
export interface CoveredAffiliation {
  id: string;
  collaboratorId: string;
  contractId: string;
  startDate: string;
  endDate: string | null;
}

export type Cover = Static<TObject<typeof coverFields>>;

const pairOf = (r: { collaborator_id: string; contract_id: string }) =>
  `${r.contract_id}\u0000${r.collaborator_id}`;
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
};

/** Each dependant of a pair as its newest month declares it; covered until a later month of the pair no longer carries it. */
function beneficiariesOf(
  rows: readonly DsnDependantTable[],
  newestMonth: string,
  visibility: FieldVisibility,
): (NonNullable<Cover['beneficiaries']>[number] & { start: string; end: string | null })[] {
  const byKey = new Map<string, { first: string; newest: DsnDependantTable }>();
  for (const row of rows) {
    const seen = byKey.get(row.dependant_key);
    if (!seen) byKey.set(row.dependant_key, { first: row.month, newest: row });
    else {
      if (row.month < seen.first) seen.first = row.month;
      if (row.month > seen.newest.month) seen.newest = row;
    }
  }
  return [...byKey.values()].map(({ first, newest: d }) => {
    const start = d.start_date ?? `${first}-01`;
    const end = d.end_date ?? (d.month < newestMonth ? lastDayOf(d.month) : null);
    return {
      type: d.type,
      firstName: d.first_name,
      lastName: d.last_name,
      birthDate: `${d.birth_date}T00:00:00.000Z`,
      startDate: dateToDateTime(start),
      endDate: dateToDateTime(end),
      ...(visibility.may('socialSecurityNumber') ? { socialSecurityNumber: d.social_security_number } : {}),
      start,
      end,
    };
  });
}

const countsOf = (m: DsnDependantMonthTable): NonNullable<Cover['dependants']> => ({
  children: m.children,
  adults: m.adults,
  covered: m.covered,
  others: m.others,
  coveredChildren: m.covered_children,
});

/**
 * The cover of each affiliation (by id): the counts of the newest month the DSN declared within
 * its period (its portability included), the dependants whose cover meets that period (only for a
 * key that may see `beneficiaries`), and the portability a leaver keeps.
 */
export async function coverOf(
  db: Kysely<Database>,
  organizationId: string,
  affiliations: readonly CoveredAffiliation[],
  visibility: FieldVisibility,
): Promise<Map<string, Cover>> {
  const covers = new Map<string, Cover>();
  if (affiliations.length === 0) return covers;
  const collaborators = [...new Set(affiliations.map((a) => a.collaboratorId))];
  const ids = affiliations.map((a) => a.id);
  const months = await rowsInChunks(collaborators, (some) =>
    db
      .selectFrom('dsn_dependant_months')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', 'in', some)
      .execute(),
  );
  const portabilities = await rowsInChunks(ids, (some) =>
    db
      .selectFrom('dsn_portabilities')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('affiliation_id', 'in', some)
      .execute(),
  );
  const dependants = visibility.may('beneficiaries')
    ? await rowsInChunks(collaborators, (some) =>
        db
          .selectFrom('dsn_dependants')
          .selectAll()
          .where('organization_id', '=', organizationId)
          .where('collaborator_id', 'in', some)
          .execute(),
      )
    : [];
  const portabilityOf = new Map(portabilities.map((p) => [p.affiliation_id, p]));
  for (const a of affiliations) {
    const pair = `${a.contractId}\u0000${a.collaboratorId}`;
    const portability = portabilityOf.get(a.id);
    const until = portability?.end_date ?? a.endDate;
    const within = (month: string) =>
      month >= a.startDate.slice(0, 7) && (until === null || month <= until.slice(0, 7));
    const pairMonths = months.filter((m) => pairOf(m) === pair).sort((x, y) => (x.month < y.month ? 1 : -1));
    const counts = pairMonths.find((m) => within(m.month));
    const cover: Cover = {
      dependants: counts ? countsOf(counts) : null,
      portability: portability
        ? {
            startDate: dateToDateTime(portability.start_date),
            endDate: dateToDateTime(portability.end_date),
            rule: 'L911-8',
          }
        : null,
    };
    if (visibility.may('beneficiaries')) {
      const newest = pairMonths[0]?.month ?? '';
      cover.beneficiaries = beneficiariesOf(
        dependants.filter((d) => pairOf(d) === pair),
        newest,
        visibility,
      )
        .filter((b) => (until === null || b.start <= until) && (b.end === null || b.end >= a.startDate))
        .map(({ start: _start, end: _end, ...b }) => b);
    }
    covers.set(a.id, cover);
  }
  return covers;
}

/** The cover of affiliation rows as the store holds them (both affiliation lists read them so). */
export function coverOfRows(
  db: Kysely<Database>,
  organizationId: string,
  rows: readonly {
    id: string;
    collaborator_id: string;
    contract_id: string;
    start_date: string;
    end_date: string | null;
  }[],
  visibility: FieldVisibility,
): Promise<Map<string, Cover>> {
  const affiliations = rows.map((r) => ({
    id: r.id,
    collaboratorId: r.collaborator_id,
    contractId: r.contract_id,
    startDate: r.start_date,
    endDate: r.end_date,
  }));
  return coverOf(db, organizationId, affiliations, visibility);
}
