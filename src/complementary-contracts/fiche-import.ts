import type { Kysely, Transaction } from 'kysely';
import { appendChanges, type NewChange } from '../changes/change-log.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import { inBatches, rowsPerInsert, yieldToEventLoop } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import type { Engine, Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { notFound, Refused } from '../shared/domain-errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { contractsWithOptions, lockOrganizationForWrite } from './complementary-contracts.queries.ts';
import type { ComplementaryContract, ContractPreview } from './complementary-contracts.schema.ts';
import { companyProblems, type FicheCompany, type FicheContract } from './fiche/fiche-contracts.ts';
import { parseFicheContracts } from './fiche/fiche-parse-thread.ts';
import { type FichePlan, planFiche, type StoredContracts } from './fiche/fiche-plan.ts';
import { type ContractChange, type FichePreview, previewFiche } from './fiche/fiche-preview.ts';
import { describeProblem, type FicheProblem, FicheRefused } from './fiche/fiche-problems.ts';

export interface FicheImport {
  establishmentId: string;
  ficheParametrageXml: string;
}

/**
 * The spec's `created` and `updated`, and beside them the plan: which of `updated` stay as they
 * are, and what changes in the others (before → after). A dry run's `created` are previews,
 * without ids, and its `updated` the contracts as stored now.
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
  return new Refused(
    detail,
    messages.map((message) => ({ in: 'body' as const, name: 'ficheParametrageXml', message })),
  );
}

/** Rows of one write batch: bounded, so that other requests run between batches. */
const FICHE_BATCH_ROWS = 500;

async function storedContracts(db: Kysely<Database>, organizationId: string): Promise<StoredContracts> {
  const [contracts, options] = await Promise.all([
    db
      .selectFrom('complementary_contracts')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('complementary_contract_options')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute(),
  ]);
  return { contracts, options };
}

/**
 * Creates or updates the organization's complementary contracts from a fiche, in one transaction.
 * A contract is identified by (CodeOC, CodeDELEG, ReferenceContrat) and an option by its option
 * and population codes, so importing the same fiche again only lands in `updated`. Options that a
 * newer fiche no longer lists are kept: affiliations may still point at them.
 *
 * The fiche is parsed and the writes planned before the write lock is taken; the plan is made
 * again inside only if the stored contracts changed meanwhile. Writes go in bounded batches that
 * yield to the event loop, so that a maximum-size fiche does not hold every other request.
 */
export async function importFiche(
  store: Pick<Store, 'db'>,
  engine: Engine,
  organizationId: string,
  actor: Actor,
  input: FicheImport,
  options: { dryRun?: boolean } = {},
): Promise<FicheImportResult> {
  let contracts: FicheContract[];
  let companies: FicheCompany[];
  try {
    ({ contracts, companies } = await parseFicheContracts(input.ficheParametrageXml));
  } catch (error) {
    if (error instanceof FicheRefused) throw refused(error.problems);
    throw error;
  }
  if (options.dryRun) {
    // The same parsing, checks and plan as the import, and nothing written (not even an audit event).
    await checkTarget(store.db, organizationId, input.establishmentId, companies);
    const stored = await storedWithOptions(store.db, organizationId);
    const preview = previewFiche(stored, contracts);
    const before = new Map(stored.map((c) => [c.id, c]));
    return {
      created: preview.create.map(previewOf),
      updated: preview.update.flatMap((u) => before.get(u.id) ?? []),
      ...previewSummary(preview),
    };
  }
  const now = nowIso();
  const seen = await storedContracts(store.db, organizationId);
  let plan = planFiche(organizationId, contracts, seen, uuidv7, now);
  await yieldToEventLoop();

  return writeTransaction(store, async (trx) => {
    await lockOrganizationForWrite(trx, engine, organizationId);
    await checkTarget(trx, organizationId, input.establishmentId, companies);
    const preview = previewFiche(await storedWithOptions(trx, organizationId), contracts);
    const current = await storedContracts(trx, organizationId);
    if (JSON.stringify(current) !== JSON.stringify(seen)) {
      plan = planFiche(organizationId, contracts, current, uuidv7, now);
    }
    await writePlan(trx, organizationId, plan, now);
    await appendChanges(trx, organizationId, ficheChanges(plan));
    await recordAudit(trx, organizationId, actor, {
      action: 'complementary_contracts.fiche_imported',
      targetType: 'establishment',
      targetId: input.establishmentId,
      details: { created: plan.created, updated: plan.updated },
    });
    return {
      created: await contractsWithOptions(trx, organizationId, plan.created),
      updated: await contractsWithOptions(trx, organizationId, plan.updated),
      ...previewSummary(preview),
    };
  });
}

/** A fiche's plan written in bounded batches that yield to the event loop between them. */
async function writePlan(
  trx: Transaction<Database>,
  organizationId: string,
  plan: FichePlan,
  now: string,
): Promise<void> {
  await inBatches(plan.insertContracts, Math.min(FICHE_BATCH_ROWS, rowsPerInsert(9)), (rows) =>
    trx.insertInto('complementary_contracts').values(rows).execute(),
  );
  await inBatches(plan.renameContracts, FICHE_BATCH_ROWS, async (renames) => {
    for (const { id, name, contractName } of renames) {
      await trx
        .updateTable('complementary_contracts')
        .set({ name, contract_name: contractName, updated_at: now })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    }
  });
  await inBatches(plan.insertOptions, Math.min(FICHE_BATCH_ROWS, rowsPerInsert(7)), (rows) =>
    trx.insertInto('complementary_contract_options').values(rows).execute(),
  );
  await inBatches(plan.renameOptions, FICHE_BATCH_ROWS, async (renames) => {
    for (const { id, optionName, populationName } of renames) {
      await trx
        .updateTable('complementary_contract_options')
        .set({ option_name: optionName, population_name: populationName })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    }
  });
}

/**
 * The checks of the import, shared by the dry run: the organization exists, the establishment is
 * one of its own, with a SIRET of this company, and the fiche is about that company and site.
 */
async function checkTarget(
  db: Kysely<Database>,
  organizationId: string,
  establishmentId: string,
  companies: FicheCompany[],
): Promise<void> {
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
    throw new Refused(`establishmentId ${establishmentId} is not an establishment of the organization`, [
      { in: 'body', name: 'establishmentId', message: `no establishment ${establishmentId}` },
    ]);
  }
  if (organization.siren !== null && !establishment.siret.startsWith(organization.siren)) {
    throw new Refused(`establishment ${establishmentId} has a SIRET of another company`, [
      {
        in: 'body',
        name: 'establishmentId',
        message: `the SIRET of establishment ${establishmentId} does not start with the organization's SIREN ${organization.siren}`,
      },
    ]);
  }
  const problems = companyProblems(companies, organization, { nic: establishment.siret.slice(-5) });
  if (problems.length > 0) throw refused(problems);
}

async function storedWithOptions(
  db: Kysely<Database>,
  organizationId: string,
): Promise<ComplementaryContract[]> {
  const ids = await db
    .selectFrom('complementary_contracts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  return contractsWithOptions(
    db,
    organizationId,
    ids.map((r) => r.id),
  );
}

function previewSummary(preview: FichePreview): Pick<FicheImportResult, 'unchanged' | 'changes'> {
  return {
    unchanged: preview.update.filter((u) => u.change === null).map((u) => u.id),
    changes: preview.update.flatMap((u) => (u.change === null ? [] : [u.change])),
  };
}

function previewOf(contract: FicheContract): ContractPreview {
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

/**
 * The change log's view of a plan: new contracts are created; a contract renamed, or given a new
 * or renamed option, is updated; one the fiche leaves as it was logs nothing.
 */
function ficheChanges(plan: FichePlan): NewChange[] {
  const created = new Set(plan.insertContracts.map((c) => c.id));
  const touched = new Set<string>(plan.renameContracts.map((c) => c.id));
  for (const option of plan.insertOptions) touched.add(option.contract_id);
  for (const option of plan.renameOptions) touched.add(option.contractId);
  return [
    ...[...created].map((id) => ({ type: 'complementary_contract.created' as const, resourceId: id })),
    ...[...touched]
      .filter((id) => !created.has(id))
      .map((id) => ({ type: 'complementary_contract.updated' as const, resourceId: id })),
  ];
}
