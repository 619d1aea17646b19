import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { isValidId, uuidv7 } from '../shared/ids.ts';
import { checkItem, checkWarnings, type Problem } from './checks.ts';
import type {
  ArraySection,
  CollaboratorInput,
  MealVoucherConfigurationInput,
  OrganizationInput,
} from './document.schema.ts';
import { type DocumentSource, readDocument } from './read.ts';

/** Beyond this many, problems are counted but not kept: a broken 100,000-row file stays bounded. */
export const MAX_LISTED_PROBLEMS = 10_000;

export type ReferencedTable = 'establishments' | 'teams' | 'collaborators';
const REFERENCE_NAMES: Record<ReferencedTable, string> = {
  establishments: 'establishment',
  teams: 'team',
  collaborators: 'collaborator',
};

/** What the validating pass learnt: enough to write, and only ids are held for the whole document. */
export interface ValidatedDocument {
  problems: Problem[];
  totalProblems: number;
  /** Kept but suspicious (a NIR or IBAN failing its check digits): they do not refuse the document. */
  warnings: Problem[];
  totalWarnings: number;
  organizationId: string;
  organizationExists: boolean;
  organization: OrganizationInput | undefined;
  mealVoucherConfiguration: MealVoucherConfigurationInput | undefined;
  /** The array sections the document carries (a carried empty section still counts, for --replace). */
  sections: Set<ArraySection>;
  /** Ids per section, in document order of first appearance. */
  ids: Record<ArraySection, Map<string, number>>;
}

interface Reference {
  table: ReferencedTable;
  id: string;
  path: string;
}

export interface ValidateOptions {
  /** The organization the operator names (`--org`); the document's own id must agree with it. */
  organizationId?: string | undefined;
  onProgress?: (bytesRead: number) => void;
}

export async function validateDocument(
  db: Kysely<Database>,
  source: DocumentSource,
  options: ValidateOptions = {},
): Promise<ValidatedDocument> {
  const problems: Problem[] = [];
  let totalProblems = 0;
  let unreadable = false;
  const report = (problem: Problem) => {
    // A syntax error stops the reading: what follows it is unknown, so nothing more is said.
    if (problem.path === '') unreadable = true;
    totalProblems++;
    if (problems.length < MAX_LISTED_PROBLEMS) problems.push(problem);
  };
  const warnings: Problem[] = [];
  let totalWarnings = 0;
  const warn = (warning: Problem) => {
    totalWarnings++;
    if (warnings.length < MAX_LISTED_PROBLEMS) warnings.push(warning);
  };
  // Checked once the organization's SIREN is known, wherever the document puts its sections.
  const sirets: { siret: string; path: string }[] = [];
  const ids: ValidatedDocument['ids'] = {
    establishments: new Map(),
    teams: new Map(),
    collaborators: new Map(),
    absences: new Map(),
    workLocations: new Map(),
  };
  const contractOwners = new Map<string, string>();
  const sections = new Set<ArraySection>();
  // Only references not yet resolvable when read are kept: forward ones and ones to stored rows.
  const pending: Reference[] = [];
  let organization: OrganizationInput | undefined;
  let organizationSeen = false;
  let mealVoucherConfiguration: MealVoucherConfigurationInput | undefined;

  const refer = (table: ReferencedTable, id: unknown, path: string) => {
    if (typeof id === 'string' && isValidId(id) && !ids[table].has(id)) pending.push({ table, id, path });
  };

  await readDocument(source, {
    section: (section) => sections.add(section),
    problem: report,
    progress: options.onProgress,
    item(item) {
      const index = item.index ?? 0;
      const itemProblems = checkItem(item.section, item.value, item.path);
      for (const problem of itemProblems) report(problem);
      for (const warning of checkWarnings(item.section, item.value, item.path)) warn(warning);
      if (item.section === 'organization') {
        organizationSeen = true;
        if (itemProblems.length === 0) organization = item.value as OrganizationInput;
        return;
      }
      if (item.section === 'mealVoucherConfiguration') {
        if (itemProblems.length === 0) mealVoucherConfiguration = item.value as MealVoucherConfigurationInput;
        return;
      }
      const record = item.value as Record<string, unknown> | null;
      const id = typeof record === 'object' && record !== null ? record.id : undefined;
      if (typeof id === 'string') {
        const first = ids[item.section].get(id);
        if (first !== undefined) {
          report({
            path: `${item.path}.id`,
            message: `duplicate id ${id} (first at ${item.section}[${first}])`,
          });
        } else ids[item.section].set(id, index);
      }
      if (typeof record !== 'object' || record === null) return;
      // A malformed SIRET is already reported by its schema: one problem per path.
      if (
        item.section === 'establishments' &&
        typeof record.siret === 'string' &&
        /^\d{14}$/.test(record.siret)
      ) {
        sirets.push({ siret: record.siret, path: `${item.path}.siret` });
      }
      if (item.section === 'collaborators') {
        const collaborator = record as CollaboratorInput;
        refer('establishments', collaborator.establishmentId, `${item.path}.establishmentId`);
        refer('teams', collaborator.teamId, `${item.path}.teamId`);
        refer('collaborators', collaborator.managerId, `${item.path}.managerId`);
        (Array.isArray(collaborator.contracts) ? collaborator.contracts : []).forEach((contract, i) => {
          if (typeof contract?.contractId !== 'string') return;
          const owner = contractOwners.get(contract.contractId);
          if (owner !== undefined && owner !== collaborator.id) {
            report({
              path: `${item.path}.contracts[${i}].contractId`,
              message: `duplicate contract id ${contract.contractId} (also a contract of collaborator ${owner})`,
            });
          } else contractOwners.set(contract.contractId, collaborator.id);
        });
      } else if (item.section === 'absences' || item.section === 'workLocations') {
        refer('collaborators', record.collaboratorId, `${item.path}.collaboratorId`);
      }
    },
  });

  if (unreadable) {
    return {
      problems,
      totalProblems,
      warnings,
      totalWarnings,
      organizationId: organization?.id ?? options.organizationId ?? '',
      organizationExists: false,
      organization,
      mealVoucherConfiguration,
      sections,
      ids,
    };
  }
  const named = organization?.id;
  if (named !== undefined && options.organizationId !== undefined && named !== options.organizationId) {
    report({
      path: 'organization.id',
      message: `is ${named} but the command names organization ${options.organizationId}`,
    });
  }
  const organizationId = named ?? options.organizationId ?? uuidv7();
  const stored = await findOrganization(db, organizationId);
  const organizationExists = stored !== undefined;
  if (!organizationExists && !organizationSeen) {
    report({
      path: 'organization',
      message: `is required: organization ${organizationId} does not exist yet and needs at least a name`,
    });
  }

  // The SIREN the import leaves the organization with: the document's when it says one, else the stored one.
  const identity = organization?.identity;
  const siren = identity && 'siren' in identity ? (identity.siren ?? null) : (stored?.siren ?? null);
  if (siren !== null) {
    for (const { siret, path } of sirets) {
      if (!siret.startsWith(siren)) {
        report({ path, message: `${siret} does not start with the organization's SIREN ${siren}` });
      }
    }
  }

  const unresolved = pending.filter((reference) => !ids[reference.table].has(reference.id));
  const storedRows = organizationExists ? await storedIds(db, organizationId, unresolved) : new Set<string>();
  for (const reference of unresolved) {
    if (storedRows.has(`${reference.table}:${reference.id}`)) continue;
    report({
      path: reference.path,
      message: `no ${REFERENCE_NAMES[reference.table]} with id ${reference.id} in the document or the store`,
    });
  }

  return {
    problems,
    totalProblems,
    warnings,
    totalWarnings,
    organizationId,
    organizationExists,
    organization,
    mealVoucherConfiguration,
    sections,
    ids,
  };
}

/** Which of the referenced ids the store already holds for the organization, as `table:id`. */
async function storedIds(
  db: Kysely<Database>,
  organizationId: string,
  references: Reference[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of ['establishments', 'teams', 'collaborators'] as const) {
    const wanted = [...new Set(references.filter((r) => r.table === table).map((r) => r.id))];
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', wanted.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(`${table}:${row.id}`);
    }
  }
  return found;
}
