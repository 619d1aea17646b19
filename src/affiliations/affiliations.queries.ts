import type { Kysely } from 'kysely';
import { type FieldVisibility, fieldVisibility } from '../auth/field-visibility.ts';
import { coverOfRows } from '../complementary-contracts/affiliation-cover.ts';
import { afterKey, type RowWindow, type WindowRows, windowRows } from '../db/keyset.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';
import { dateToDateTime } from '../shared/time.ts';
import { toStored } from './affiliation-periods.ts';
import type { StoredAffiliation } from './affiliation-plan.ts';
import type { Affiliation } from './affiliations.schema.ts';

/** NotFound unless the collaborator is one of the organization's; returns its establishment. */
export async function requireCollaborator(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<{ establishmentId: string | null }> {
  const row = await db
    .selectFrom('collaborators')
    .select('establishment_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', collaboratorId)
    .executeTakeFirst();
  if (!row) throw notFound('collaborator');
  return { establishmentId: row.establishment_id };
}

function affiliationsSelect(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('affiliations as a')
    .innerJoin('complementary_contracts as c', (join) =>
      join.onRef('c.organization_id', '=', 'a.organization_id').onRef('c.id', '=', 'a.contract_id'),
    )
    .innerJoin('complementary_contract_options as o', (join) =>
      join.onRef('o.organization_id', '=', 'a.organization_id').onRef('o.id', '=', 'a.option_id'),
    )
    .select(['a.id', 'a.collaborator_id', 'a.start_date', 'a.end_date', 'a.status', 'a.option_id'])
    .select(['c.id as contract_id', 'c.organisme_code', 'c.contract_reference'])
    .select(['o.option_code', 'o.option_name', 'o.population_code', 'o.population_name'])
    .where('a.organization_id', '=', organizationId);
}

type AffiliationRow = Awaited<ReturnType<ReturnType<typeof affiliationsSelect>['execute']>>[number];

function toAffiliation(r: AffiliationRow): Affiliation {
  return {
    startDate: dateToDateTime(r.start_date),
    endDate: dateToDateTime(r.end_date),
    complementaryContract: {
      id: r.contract_id,
      organismeCode: r.organisme_code,
      contractReference: r.contract_reference,
    },
    // Written only through the AffiliationStatus-validated bodies.
    status: r.status as Affiliation['status'],
    option: {
      id: r.option_id,
      optionCode: r.option_code,
      optionName: r.option_name,
      populationCode: r.population_code,
      populationName: r.population_name,
    },
    dependants: null,
    portability: null,
  };
}

/** The rows as the API answers them, each with its cover (counts, dependants the key may see, portability). */
async function withCover(
  db: Kysely<Database>,
  organizationId: string,
  rows: readonly AffiliationRow[],
  visibility: FieldVisibility,
): Promise<Affiliation[]> {
  const covers = await coverOfRows(db, organizationId, rows, visibility);
  return rows.map((r) => ({ ...toAffiliation(r), ...covers.get(r.id) }));
}

export async function countCollaboratorAffiliations(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<number> {
  const row = await db
    .selectFrom('affiliations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', '=', collaboratorId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The order of a collaborator's affiliations, and what a cursor of theirs holds. */
export const AFFILIATION_ORDER = ['a.start_date', 'a.id'] as const;

/** A window of a collaborator's affiliations by start date, then id (docs/partner-api.md). */
export async function listCollaboratorAffiliations(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  window: RowWindow,
  visibility: FieldVisibility,
): Promise<WindowRows<Affiliation>> {
  const matching = affiliationsSelect(db, organizationId).where('a.collaborator_id', '=', collaboratorId);
  const { after } = window;
  const rows = await (after === null ? matching : matching.where(afterKey(AFFILIATION_ORDER, after)))
    .orderBy('a.start_date')
    .orderBy('a.id')
    .limit(window.limit + 1)
    .offset(window.offset)
    .execute();
  const kept = windowRows(rows, window, (r) => [r.start_date, r.id]);
  return { rows: await withCover(db, organizationId, kept.rows, visibility), nextKey: kept.nextKey };
}

export async function findAffiliation(
  db: Kysely<Database>,
  organizationId: string,
  affiliationId: string,
  visibility: FieldVisibility = fieldVisibility([]),
): Promise<Affiliation | undefined> {
  const row = await affiliationsSelect(db, organizationId)
    .where('a.id', '=', affiliationId)
    .executeTakeFirst();
  return row ? (await withCover(db, organizationId, [row], visibility))[0] : undefined;
}

/** The affiliations of the collaborators who belong to the establishment, every period of each. */
export async function establishmentAffiliations(
  db: Kysely<Database>,
  organizationId: string,
  establishmentId: string,
): Promise<StoredAffiliation[]> {
  const rows = await db
    .selectFrom('affiliations as a')
    .innerJoin('collaborators as p', (join) =>
      join.onRef('p.organization_id', '=', 'a.organization_id').onRef('p.id', '=', 'a.collaborator_id'),
    )
    .select(['a.id', 'a.collaborator_id', 'a.contract_id', 'a.option_id', 'a.status'])
    .select(['a.start_date', 'a.end_date'])
    .where('a.organization_id', '=', organizationId)
    .where('p.establishment_id', '=', establishmentId)
    .execute();
  return rows.map(toStored);
}
