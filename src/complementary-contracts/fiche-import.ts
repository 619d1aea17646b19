import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit.ts';
import { appendChanges, type NewChange } from '../changes/change-log.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { invalidBody, notFound } from '../http/errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { contractsWithOptions, lockOrganizationForWrite } from './complementary-contracts.queries.ts';
import type { ComplementaryContract } from './complementary-contracts.schema.ts';
import {
  companyProblems,
  contractKey,
  contractsOf,
  type FicheContract,
  optionKey,
} from './fiche/fiche-contracts.ts';
import { describeProblem, type FicheProblem, FicheRefused, parseFiche } from './fiche/fiche-parser.ts';

export interface FicheImport {
  establishmentId: string;
  ficheParametrageXml: string;
}

export interface FicheImportResult {
  created: ComplementaryContract[];
  updated: ComplementaryContract[];
}

function refused(problems: FicheProblem[]) {
  const messages = problems.map(describeProblem);
  const detail =
    messages.length === 1
      ? `the fiche is refused: ${messages[0]}`
      : `the fiche is refused: ${messages.length} problems, the first: ${messages[0]}`;
  return invalidBody(
    detail,
    messages.map((message) => ({ in: 'body' as const, name: 'ficheParametrageXml', message })),
  );
}

/**
 * Creates or updates the organization's complementary contracts from a fiche, in one transaction.
 * A contract is identified by (CodeOC, CodeDELEG, ReferenceContrat) and an option by its option
 * and population codes, so importing the same fiche again only lands in `updated`. Options that a
 * newer fiche no longer lists are kept: affiliations may still point at them.
 */
export async function importFiche(
  db: Kysely<Database>,
  engine: Engine,
  organizationId: string,
  actor: Actor,
  input: FicheImport,
): Promise<FicheImportResult> {
  let contracts: FicheContract[];
  let companies: ReturnType<typeof parseFiche>['companies'];
  try {
    const parsed = parseFiche(input.ficheParametrageXml);
    contracts = contractsOf(parsed.entries);
    companies = parsed.companies;
  } catch (error) {
    if (error instanceof FicheRefused) throw refused(error.problems);
    throw error;
  }

  return db.transaction().execute(async (trx) => {
    await lockOrganizationForWrite(trx, engine, organizationId);
    const organization = await trx
      .selectFrom('organizations')
      .select('siren')
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!organization) throw notFound('organization');
    const establishment = await trx
      .selectFrom('establishments')
      .select('siret')
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.establishmentId)
      .executeTakeFirst();
    if (!establishment) {
      throw invalidBody(
        `establishmentId ${input.establishmentId} is not an establishment of the organization`,
        [{ in: 'body', name: 'establishmentId', message: `no establishment ${input.establishmentId}` }],
      );
    }
    const problems = companyProblems(companies, organization, { nic: establishment.siret.slice(-5) });
    if (problems.length > 0) throw refused(problems);

    const existing = await trx
      .selectFrom('complementary_contracts')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .execute();
    const byKey = new Map(
      existing.map((c) => [
        contractKey({
          organismeCode: c.organisme_code,
          organismeDelegationCode: c.organisme_delegation_code,
          contractReference: c.contract_reference,
        }),
        c,
      ]),
    );
    const created: string[] = [];
    const updated: string[] = [];
    const changes: NewChange[] = [];
    const now = nowIso();
    for (const contract of contracts) {
      const found = byKey.get(contractKey(contract));
      let id: string;
      let renamed = false;
      if (found) {
        id = found.id;
        updated.push(id);
        renamed = found.name !== contract.name || found.contract_name !== contract.contractName;
        if (renamed) {
          await trx
            .updateTable('complementary_contracts')
            .set({ name: contract.name, contract_name: contract.contractName, updated_at: now })
            .where('organization_id', '=', organizationId)
            .where('id', '=', id)
            .execute();
        }
      } else {
        id = uuidv7();
        created.push(id);
        await trx
          .insertInto('complementary_contracts')
          .values({
            organization_id: organizationId,
            id,
            name: contract.name,
            organisme_code: contract.organismeCode,
            organisme_delegation_code: contract.organismeDelegationCode,
            contract_reference: contract.contractReference,
            contract_name: contract.contractName,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const optionsChanged = await upsertOptions(trx, organizationId, id, contract);
      if (!found) changes.push({ type: 'complementary_contract.created', resourceId: id });
      else if (renamed || optionsChanged)
        changes.push({ type: 'complementary_contract.updated', resourceId: id });
    }
    await appendChanges(trx, organizationId, changes);
    await recordAudit(trx, organizationId, actor, {
      action: 'complementary_contracts.fiche_imported',
      targetType: 'establishment',
      targetId: input.establishmentId,
      details: { created, updated },
    });
    return {
      created: await contractsWithOptions(trx, organizationId, created),
      updated: await contractsWithOptions(trx, organizationId, updated),
    };
  });
}

async function upsertOptions(
  trx: Kysely<Database>,
  organizationId: string,
  contractId: string,
  contract: FicheContract,
): Promise<boolean> {
  let changed = false;
  const existing = await trx
    .selectFrom('complementary_contract_options')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('contract_id', '=', contractId)
    .execute();
  const byKey = new Map(
    existing.map((o) => [optionKey({ optionCode: o.option_code, populationCode: o.population_code }), o]),
  );
  for (const option of contract.options) {
    const found = byKey.get(optionKey(option));
    if (!found) {
      changed = true;
      await trx
        .insertInto('complementary_contract_options')
        .values({
          organization_id: organizationId,
          id: uuidv7(),
          contract_id: contractId,
          option_code: option.optionCode,
          option_name: option.optionName,
          population_code: option.populationCode,
          population_name: option.populationName,
        })
        .execute();
    } else if (found.option_name !== option.optionName || found.population_name !== option.populationName) {
      changed = true;
      await trx
        .updateTable('complementary_contract_options')
        .set({ option_name: option.optionName, population_name: option.populationName })
        .where('organization_id', '=', organizationId)
        .where('id', '=', found.id)
        .execute();
    }
  }
  return changed;
}
