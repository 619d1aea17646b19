import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { invalidBody, notFound } from '../http/errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { contractsWithOptions, lockOrganizationForWrite } from './complementary-contracts.queries.ts';
import type { ComplementaryContract, ContractPreview } from './complementary-contracts.schema.ts';
import {
  companyProblems,
  contractsOf,
  type FicheCompany,
  type FicheContract,
  optionKey,
} from './fiche/fiche-contracts.ts';
import { describeProblem, type FicheProblem, FicheRefused, parseFiche } from './fiche/fiche-parser.ts';
import { type ContractChange, type FichePlan, planFiche } from './fiche/fiche-plan.ts';

export interface FicheImport {
  establishmentId: string;
  ficheParametrageXml: string;
}

/**
 * The spec's `created` and `updated`, and beside them the plan: which of `updated` stay as they
 * are, and what changes in the others. A dry run's `created` are previews, without ids.
 */
export interface FicheImportResult {
  created: ComplementaryContract[] | ContractPreview[];
  updated: ComplementaryContract[];
  unchanged: string[];
  changes: ContractChange[];
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
 * newer fiche no longer lists are kept: affiliations may still point at them. With `dryRun`, the
 * same parsing, checks and plan run, and nothing is written (not even an audit event).
 */
export async function importFiche(
  db: Kysely<Database>,
  engine: Engine,
  organizationId: string,
  actor: Actor,
  input: FicheImport,
  options: { dryRun?: boolean } = {},
): Promise<FicheImportResult> {
  const fiche = readFiche(input.ficheParametrageXml);
  if (options.dryRun) {
    const { plan, stored } = await planImport(db, organizationId, input.establishmentId, fiche);
    const before = new Map(stored.map((c) => [c.id, c]));
    return {
      created: plan.create.map(preview),
      updated: plan.update.flatMap((u) => before.get(u.id) ?? []),
      ...planSummary(plan),
    };
  }
  return db.transaction().execute(async (trx) => {
    await lockOrganizationForWrite(trx, engine, organizationId);
    const { plan } = await planImport(trx, organizationId, input.establishmentId, fiche);
    const now = nowIso();
    const created: string[] = [];
    for (const contract of plan.create) {
      const id = uuidv7();
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
      await upsertOptions(trx, organizationId, id, contract);
    }
    for (const { id, contract, change } of plan.update) {
      if (change === null) continue;
      if (change.fields.length > 0) {
        await trx
          .updateTable('complementary_contracts')
          .set({ name: contract.name, contract_name: contract.contractName, updated_at: now })
          .where('organization_id', '=', organizationId)
          .where('id', '=', id)
          .execute();
      }
      await upsertOptions(trx, organizationId, id, contract);
    }
    const updated = plan.update.map((u) => u.id);
    await recordAudit(trx, organizationId, actor, {
      action: 'complementary_contracts.fiche_imported',
      targetType: 'establishment',
      targetId: input.establishmentId,
      details: { created, updated },
    });
    return {
      created: await contractsWithOptions(trx, organizationId, created),
      updated: await contractsWithOptions(trx, organizationId, updated),
      ...planSummary(plan),
    };
  });
}

interface ReadFiche {
  contracts: FicheContract[];
  companies: FicheCompany[];
}

function readFiche(xml: string): ReadFiche {
  try {
    const parsed = parseFiche(xml);
    return { contracts: contractsOf(parsed.entries), companies: parsed.companies };
  } catch (error) {
    if (error instanceof FicheRefused) throw refused(error.problems);
    throw error;
  }
}

/** The checks and the plan, shared by the dry run and the import: what one previews, the other does. */
async function planImport(
  db: Kysely<Database>,
  organizationId: string,
  establishmentId: string,
  fiche: ReadFiche,
): Promise<{ plan: FichePlan; stored: ComplementaryContract[] }> {
  const organization = await db
    .selectFrom('organizations')
    .select('siren')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound('organization');
  const establishment = await db
    .selectFrom('establishments')
    .select('siret')
    .where('organization_id', '=', organizationId)
    .where('id', '=', establishmentId)
    .executeTakeFirst();
  if (!establishment) {
    throw invalidBody(`establishmentId ${establishmentId} is not an establishment of the organization`, [
      { in: 'body', name: 'establishmentId', message: `no establishment ${establishmentId}` },
    ]);
  }
  // Imports refuse a foreign SIRET (issue 14); a store filled before that must not bind a fiche either.
  if (organization.siren !== null && !establishment.siret.startsWith(organization.siren)) {
    throw invalidBody(`establishment ${establishmentId} has a SIRET of another company`, [
      {
        in: 'body',
        name: 'establishmentId',
        message: `the SIRET of establishment ${establishmentId} does not start with the organization's SIREN ${organization.siren}`,
      },
    ]);
  }
  const problems = companyProblems(fiche.companies, organization, { nic: establishment.siret.slice(-5) });
  if (problems.length > 0) throw refused(problems);
  const ids = await db
    .selectFrom('complementary_contracts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  const stored = await contractsWithOptions(
    db,
    organizationId,
    ids.map((r) => r.id),
  );
  return { plan: planFiche(stored, fiche.contracts), stored };
}

function planSummary(plan: FichePlan): Pick<FicheImportResult, 'unchanged' | 'changes'> {
  return {
    unchanged: plan.update.filter((u) => u.change === null).map((u) => u.id),
    changes: plan.update.flatMap((u) => (u.change === null ? [] : [u.change])),
  };
}

function preview(contract: FicheContract): ContractPreview {
  return {
    name: contract.name,
    organismeCode: contract.organismeCode,
    organismeDelegationCode: contract.organismeDelegationCode,
    contractReference: contract.contractReference,
    contractName: contract.contractName,
    options: contract.options.map((o) => ({
      optionCode: o.optionCode,
      optionName: o.optionName,
      populationCode: o.populationCode,
      populationName: o.populationName,
    })),
  };
}

async function upsertOptions(
  trx: Kysely<Database>,
  organizationId: string,
  contractId: string,
  contract: FicheContract,
): Promise<void> {
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
      await trx
        .updateTable('complementary_contract_options')
        .set({ option_name: option.optionName, population_name: option.populationName })
        .where('organization_id', '=', organizationId)
        .where('id', '=', found.id)
        .execute();
    }
  }
}
