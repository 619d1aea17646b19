import { type Kysely, type Selectable, sql } from 'kysely';
import type { FieldVisibility } from '../auth/field-visibility.ts';
import { inBatches, MAX_PARAMETERS } from '../db/batches.ts';
import { afterKey, type RowWindow, type WindowRows, windowRows } from '../db/keyset.ts';
import type { ComplementaryContractOptionTable, ComplementaryContractTable, Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { dateToDateTime } from '../shared/time.ts';
import { coverOfRows } from './affiliation-cover.ts';
import type {
  AffiliatedEmployee,
  ComplementaryContract,
  ComplementaryContractWithAffiliations,
  ContractOption,
} from './complementary-contracts.schema.ts';

/**
 * Serializes the health-insurance writes of one organization: on PostgreSQL the organization row
 * is locked until the transaction ends; SQLite already runs one write transaction at a time.
 */
export async function lockOrganizationForWrite(
  trx: Kysely<Database>,
  engine: Engine,
  organizationId: string,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select id from organizations where id = ${organizationId} for update`.execute(trx);
}

export async function countContracts(
  db: Kysely<Database>,
  organizationId: string,
  ids?: readonly string[],
): Promise<number> {
  let matching = db.selectFrom('complementary_contracts').where('organization_id', '=', organizationId);
  if (ids !== undefined) matching = matching.where('id', 'in', ids.length > 0 ? [...ids] : ['']);
  const row = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The order of complementary contracts, and what a cursor of theirs holds. */
export const CONTRACT_ORDER = ['contract_reference', 'id'] as const;

/**
 * Contracts with their options, by contract reference then id (docs/partner-api.md). Contracts belong to
 * the organization; with an establishment, `affiliatedEmployees` lists only its collaborators.
 */
export async function listContracts(
  db: Kysely<Database>,
  organizationId: string,
  window: RowWindow,
  establishmentId: string | undefined,
  ids: readonly string[] | undefined,
  visibility: FieldVisibility,
): Promise<WindowRows<ComplementaryContractWithAffiliations>> {
  let matching = db.selectFrom('complementary_contracts').where('organization_id', '=', organizationId);
  if (ids !== undefined) matching = matching.where('id', 'in', ids.length > 0 ? [...ids] : ['']);
  const { after } = window;
  const keys = await (after === null ? matching : matching.where(afterKey(CONTRACT_ORDER, after)))
    .select(['contract_reference', 'id'])
    .orderBy('contract_reference')
    .orderBy('id')
    .limit(window.limit + 1)
    .offset(window.offset)
    .execute();
  const { rows, nextKey } = windowRows(keys, window, (r) => [r.contract_reference, r.id]);
  const pageIds = rows.map((r) => r.id);
  const contracts = await contractsWithOptions(db, organizationId, pageIds);
  const affiliated = await affiliatedEmployeesOf(db, organizationId, pageIds, establishmentId, visibility);
  return { rows: contracts.map((c) => ({ ...c, affiliatedEmployees: affiliated.get(c.id) ?? [] })), nextKey };
}

/** These contracts with their options, in the order of `ids`. */
export async function contractsWithOptions(
  db: Kysely<Database>,
  organizationId: string,
  ids: readonly string[],
): Promise<ComplementaryContract[]> {
  const contracts: Selectable<ComplementaryContractTable>[] = [];
  const options: Selectable<ComplementaryContractOptionTable>[] = [];
  await inBatches(ids, MAX_PARAMETERS, async (batch) => {
    contracts.push(
      ...(await db
        .selectFrom('complementary_contracts')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute()),
    );
    options.push(
      ...(await db
        .selectFrom('complementary_contract_options')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('contract_id', 'in', batch)
        .orderBy('option_code')
        .orderBy('population_code')
        .orderBy('id')
        .execute()),
    );
  });
  const optionsByContract = new Map<string, ContractOption[]>();
  for (const o of options) {
    const list = optionsByContract.get(o.contract_id) ?? [];
    list.push({
      id: o.id,
      optionCode: o.option_code,
      optionName: o.option_name,
      populationCode: o.population_code,
      populationName: o.population_name,
    });
    optionsByContract.set(o.contract_id, list);
  }
  const byId = new Map(contracts.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const contract = byId.get(id);
    if (!contract) return [];
    return [
      {
        id: contract.id,
        name: contract.name,
        organismeCode: contract.organisme_code,
        organismeDelegationCode: contract.organisme_delegation_code,
        contractReference: contract.contract_reference,
        contractName: contract.contract_name,
        options: optionsByContract.get(contract.id) ?? [],
      },
    ];
  });
}

async function affiliatedEmployeesOf(
  db: Kysely<Database>,
  organizationId: string,
  contractIds: readonly string[],
  establishmentId: string | undefined,
  visibility: FieldVisibility,
): Promise<Map<string, AffiliatedEmployee[]>> {
  const byContract = new Map<string, AffiliatedEmployee[]>();
  if (contractIds.length === 0) return byContract;
  let query = db
    .selectFrom('affiliations as a')
    .innerJoin('complementary_contract_options as o', (join) =>
      join.onRef('o.organization_id', '=', 'a.organization_id').onRef('o.id', '=', 'a.option_id'),
    )
    .select([
      'a.id',
      'a.contract_id',
      'a.collaborator_id',
      'a.start_date',
      'a.end_date',
      'a.status',
      'a.option_id',
    ])
    .select('o.option_code')
    .where('a.organization_id', '=', organizationId)
    .where('a.contract_id', 'in', contractIds);
  if (establishmentId !== undefined) {
    query = query.where('a.collaborator_id', 'in', (eb) =>
      eb
        .selectFrom('collaborators')
        .select('collaborators.id')
        .where('collaborators.organization_id', '=', organizationId)
        .where('collaborators.establishment_id', '=', establishmentId),
    );
  }
  const rows = await query.orderBy('a.start_date').orderBy('a.id').execute();
  const covers = await coverOfRows(db, organizationId, rows, visibility);
  for (const r of rows) {
    const list = byContract.get(r.contract_id) ?? [];
    list.push({
      id: r.collaborator_id,
      startDate: dateToDateTime(r.start_date),
      endDate: dateToDateTime(r.end_date),
      status: r.status as AffiliatedEmployee['status'],
      option: { id: r.option_id, optionCode: r.option_code },
      dependants: null,
      portability: null,
      ...covers.get(r.id),
    });
    byContract.set(r.contract_id, list);
  }
  return byContract;
}
