import type { Kysely } from 'kysely';
import { inBatches, MAX_PARAMETERS } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import { type FieldError, invalidBody } from '../http/errors.ts';
import type { EmploymentSpan } from './affiliation-plan.ts';

/** The ids a request names, as the store knows them. */
export interface KnownIds {
  collaboratorEstablishment: Map<string, string | null>;
  contracts: Set<string>;
  optionContract: Map<string, string>;
}

export async function knownIds(
  trx: Kysely<Database>,
  organizationId: string,
  ids: { collaborators: string[]; contracts: string[]; options: string[] },
): Promise<KnownIds> {
  const collaborators: { id: string; establishment_id: string | null }[] = [];
  await inBatches(unique(ids.collaborators), MAX_PARAMETERS, async (batch) => {
    collaborators.push(
      ...(await trx
        .selectFrom('collaborators')
        .select(['id', 'establishment_id'])
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute()),
    );
  });
  const contracts: { id: string }[] = [];
  await inBatches(unique(ids.contracts), MAX_PARAMETERS, async (batch) => {
    contracts.push(
      ...(await trx
        .selectFrom('complementary_contracts')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute()),
    );
  });
  const options: { id: string; contract_id: string }[] = [];
  await inBatches(unique(ids.options), MAX_PARAMETERS, async (batch) => {
    options.push(
      ...(await trx
        .selectFrom('complementary_contract_options')
        .select(['id', 'contract_id'])
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute()),
    );
  });
  return {
    collaboratorEstablishment: new Map(collaborators.map((c) => [c.id, c.establishment_id])),
    contracts: new Set(contracts.map((c) => c.id)),
    optionContract: new Map(options.map((o) => [o.id, o.contract_id])),
  };
}

const unique = (values: string[]) => [...new Set(values)];

/** The employment contracts of these collaborators, by collaborator: what an affiliation must fall within. */
export async function employmentOf(
  trx: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
): Promise<Map<string, EmploymentSpan[]>> {
  const employment = new Map<string, EmploymentSpan[]>();
  await inBatches(unique(collaboratorIds), MAX_PARAMETERS, async (batch) => {
    const rows = await trx
      .selectFrom('contracts')
      .select(['collaborator_id', 'start_date', 'end_date'])
      .where('organization_id', '=', organizationId)
      .where('collaborator_id', 'in', batch)
      .execute();
    for (const row of rows) {
      const spans = employment.get(row.collaborator_id) ?? [];
      spans.push({ startDate: row.start_date, endDate: row.end_date });
      employment.set(row.collaborator_id, spans);
    }
  });
  return employment;
}

export async function requireBodyEstablishment(
  trx: Kysely<Database>,
  organizationId: string,
  establishmentId: string,
) {
  const found = await trx
    .selectFrom('establishments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', establishmentId)
    .executeTakeFirst();
  if (!found) {
    throw refusal([
      { in: 'body', name: 'establishmentId', message: `unknown establishment ${establishmentId}` },
    ]);
  }
}

export function contractAndOptionProblems(
  known: KnownIds,
  prefix: string,
  contractId: string,
  optionId: string,
): FieldError[] {
  if (!known.contracts.has(contractId)) {
    return [
      {
        in: 'body',
        name: `${prefix}complementaryContractId`,
        message: `unknown complementary contract ${contractId}`,
      },
    ];
  }
  const optionContract = known.optionContract.get(optionId);
  if (optionContract === undefined) {
    return [{ in: 'body', name: `${prefix}optionId`, message: `unknown option ${optionId}` }];
  }
  if (optionContract !== contractId) {
    return [
      {
        in: 'body',
        name: `${prefix}optionId`,
        message: `option ${optionId} is not an option of complementary contract ${contractId}`,
      },
    ];
  }
  return [];
}

export function refusal(errors: FieldError[]) {
  const first = errors[0];
  const detail =
    errors.length === 1 && first
      ? `nothing was written: ${first.name} ${first.message}`
      : `nothing was written: ${errors.length} problems, the first: ${first?.name} ${first?.message}`;
  return invalidBody(detail, errors);
}
