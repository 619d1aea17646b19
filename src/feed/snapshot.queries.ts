import type { Kysely, Selectable } from 'kysely';
import type { CollaboratorData, ContractData } from '../collaborators/collaborators.projection.ts';
import { toCollaboratorData, toContractData } from '../collaborators/collaborators.queries.ts';
import type { AbsenceTable, Database, WorkLocationTable } from '../db/schema.ts';

/**
 * The snapshot's reads: every row of a list, a batch at a time, in primary-key order (organization,
 * id). Unlike the lists, whose order (names, dates) takes an index walk then a lookup per row, this
 * order is the table's own: each batch is one range of the primary key, and a collaborator's
 * contracts are one range of their index. A batch starts strictly after the previous one's last id.
 */
export async function collaboratorsAfter(
  db: Kysely<Database>,
  organizationId: string,
  after: string | null,
  limit: number,
): Promise<CollaboratorData[]> {
  let rows = db
    .selectFrom('collaborators')
    .leftJoin('teams', (join) =>
      join
        .onRef('teams.organization_id', '=', 'collaborators.organization_id')
        .onRef('teams.id', '=', 'collaborators.team_id'),
    )
    .selectAll('collaborators')
    .select('teams.name as team_name')
    .where('collaborators.organization_id', '=', organizationId);
  if (after !== null) rows = rows.where('collaborators.id', '>', after);
  const collaborators = await rows.orderBy('collaborators.id').limit(limit).execute();
  const first = collaborators[0]?.id;
  const last = collaborators.at(-1)?.id;
  if (first === undefined || last === undefined) return [];
  // Every collaborator from the first id of the batch to its last is in the batch: their
  // contracts are those whose collaborator id falls in that range.
  const contracts = await db
    .selectFrom('contracts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', '>=', first)
    .where('collaborator_id', '<=', last)
    .orderBy('collaborator_id')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const contractsBy = new Map<string, ContractData[]>();
  for (const contract of contracts) {
    const list = contractsBy.get(contract.collaborator_id);
    if (list === undefined) contractsBy.set(contract.collaborator_id, [toContractData(contract)]);
    else list.push(toContractData(contract));
  }
  return collaborators.map((row) => toCollaboratorData(row, contractsBy.get(row.id) ?? []));
}

type DatedRows = { absences: Selectable<AbsenceTable>; work_locations: Selectable<WorkLocationTable> };

export async function datedRequestsAfter<T extends keyof DatedRows>(
  db: Kysely<Database>,
  table: T,
  organizationId: string,
  after: string | null,
  limit: number,
): Promise<DatedRows[T][]> {
  // Both tables have these columns; Kysely cannot type a query over a union of table names.
  const source = table as 'absences';
  let rows = db.selectFrom(source).selectAll().where('organization_id', '=', organizationId);
  if (after !== null) rows = rows.where('id', '>', after);
  return (await rows.orderBy('id').limit(limit).execute()) as DatedRows[T][];
}
