import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { isValidId, uuidv7 } from '../shared/ids.ts';
import { checkItem, checkWarnings, type Problem } from './checks.ts';
import type { ArraySection, MealVoucherConfigurationInput, OrganizationInput } from './document.schema.ts';
import { IdIndex } from './id-index.ts';
import { PendingReferences, type ReferencedTable } from './pending-references.ts';
import { type DocumentItem, type DocumentSource, readDocument } from './read.ts';

/** Beyond this many, problems are counted but not kept: a broken 100,000-row file stays bounded. */
export const MAX_LISTED_PROBLEMS = 10_000;

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
  /** Ids per section, each with the index of its first appearance (off the heap: see IdIndex). */
  ids: Record<ArraySection, IdIndex>;
}

export interface ValidateOptions {
  /** The organization the operator names (`--org`); the document's own id must agree with it. */
  organizationId?: string | undefined;
  onProgress?: (bytesRead: number) => void;
}

/** Problems and warnings as one pass finds them; beyond MAX_LISTED_PROBLEMS they are only counted. */
class Findings {
  readonly problems: Problem[] = [];
  totalProblems = 0;
  readonly warnings: Problem[] = [];
  totalWarnings = 0;
  /** A syntax error stops the reading: what follows it is unknown, so nothing more is said. */
  unreadable = false;

  report = (problem: Problem) => {
    if (problem.path === '') this.unreadable = true;
    this.totalProblems++;
    if (this.problems.length < MAX_LISTED_PROBLEMS) this.problems.push(problem);
  };

  warn = (warning: Problem) => {
    this.totalWarnings++;
    if (this.warnings.length < MAX_LISTED_PROBLEMS) this.warnings.push(warning);
  };
}

type ArrayItem = Extract<DocumentItem, { index: number }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the reading pass keeps of the document: ids, references to resolve, the whole-object sections. */
interface DocumentOutline {
  sections: Set<ArraySection>;
  ids: ValidatedDocument['ids'];
  /** Only references not yet resolvable when read: forward ones and ones to stored rows. */
  pending: PendingReferences;
  /** Checked once the organization's SIREN is known, wherever the document puts its sections. */
  sirets: { siret: string; path: string }[];
  organization: OrganizationInput | undefined;
  organizationSeen: boolean;
  mealVoucherConfiguration: MealVoucherConfigurationInput | undefined;
}

/**
 * Checks a document whole before anything is written: each record against its schema and rules
 * as it streams by, then what needs the whole document or the store (the organization, SIRETs
 * against its SIREN, references to ids found later or already stored).
 */
export async function validateDocument(
  db: Kysely<Database>,
  source: DocumentSource,
  options: ValidateOptions = {},
): Promise<ValidatedDocument> {
  const findings = new Findings();
  const outline = await readOutline(source, findings, options.onProgress);
  const result = (organizationId: string, organizationExists: boolean): ValidatedDocument => ({
    problems: findings.problems,
    totalProblems: findings.totalProblems,
    warnings: findings.warnings,
    totalWarnings: findings.totalWarnings,
    organizationId,
    organizationExists,
    organization: outline.organization,
    mealVoucherConfiguration: outline.mealVoucherConfiguration,
    sections: outline.sections,
    ids: outline.ids,
  });
  if (findings.unreadable) {
    return result(outline.organization?.id ?? options.organizationId ?? '', false);
  }
  const { organizationId, stored } = await checkOrganization(db, outline, options, findings.report);
  checkSirets(outline, stored?.siren ?? null, findings.report);
  await checkReferences(db, organizationId, stored !== undefined, outline, findings.report);
  return result(organizationId, stored !== undefined);
}

/** The streaming pass: every record checked on its own, and the outline kept for what follows. */
async function readOutline(
  source: DocumentSource,
  findings: Findings,
  onProgress: ((bytesRead: number) => void) | undefined,
): Promise<DocumentOutline> {
  const outline: DocumentOutline = {
    sections: new Set(),
    ids: {
      establishments: new IdIndex(),
      teams: new IdIndex(),
      collaborators: new IdIndex(),
      absences: new IdIndex(),
      workLocations: new IdIndex(),
    },
    pending: new PendingReferences(),
    sirets: [],
    organization: undefined,
    organizationSeen: false,
    mealVoucherConfiguration: undefined,
  };
  // Contract id → the entry of its collaborator's id in `outline.ids.collaborators`.
  const contractOwners = new IdIndex();
  const { report } = findings;
  // `suffix`: the path of the reference inside its record, as `.managerId`.
  const refer = (table: ReferencedTable, id: unknown, item: ArrayItem, suffix: string) => {
    if (typeof id === 'string' && isValidId(id) && !outline.ids[table].has(id)) {
      outline.pending.add(table, id, item.section, item.index, suffix);
    }
  };

  await readDocument(source, {
    section: (section) => outline.sections.add(section),
    problem: report,
    progress: onProgress,
    item(item) {
      const itemProblems = checkItem(item.section, item.value, item.path, item.mayHoldForbiddenText);
      for (const problem of itemProblems) report(problem);
      for (const warning of checkWarnings(item.section, item.value, item.path)) findings.warn(warning);
      if (item.section === 'organization') {
        outline.organizationSeen = true;
        if (itemProblems.length === 0) outline.organization = item.value as OrganizationInput;
        return;
      }
      if (item.section === 'mealVoucherConfiguration') {
        if (itemProblems.length === 0) {
          outline.mealVoucherConfiguration = item.value as MealVoucherConfigurationInput;
        }
        return;
      }
      const record = item.value;
      if (!isRecord(record) || item.index === undefined) return;
      noteId(outline, item.section, record.id, item.index, item.path, report);
      // A malformed SIRET is already reported by its schema: one problem per path.
      if (
        item.section === 'establishments' &&
        typeof record.siret === 'string' &&
        /^\d{14}$/.test(record.siret)
      ) {
        outline.sirets.push({ siret: record.siret, path: `${item.path}.siret` });
      }
      if (item.section === 'collaborators') {
        const collaborator = record;
        refer('establishments', collaborator.establishmentId, item, '.establishmentId');
        refer('teams', collaborator.teamId, item, '.teamId');
        refer('collaborators', collaborator.managerId, item, '.managerId');
        const history: unknown[] = Array.isArray(collaborator.establishmentHistory)
          ? collaborator.establishmentHistory
          : [];
        history.forEach((period, i) => {
          const suffix = `.establishmentHistory[${i}].establishmentId`;
          if (isRecord(period)) refer('establishments', period.establishmentId, item, suffix);
        });
        checkContractOwners(contractOwners, outline.ids.collaborators, collaborator, item.path, report);
      } else if (item.section === 'absences' || item.section === 'workLocations') {
        refer('collaborators', record.collaboratorId, item, '.collaboratorId');
      }
    },
  });
  return outline;
}

/**
 * Each id once per section; the first occurrence is the one kept. An id its schema refuses is
 * already reported, and a duplicate message would repeat whatever it holds (a control character).
 */
function noteId(
  outline: DocumentOutline,
  section: ArraySection,
  id: unknown,
  index: number,
  path: string,
  report: (problem: Problem) => void,
): void {
  if (typeof id !== 'string' || !isValidId(id)) return;
  const first = outline.ids[section].get(id);
  if (first !== undefined) {
    report({ path: `${path}.id`, message: `duplicate id ${id} (first at ${section}[${first}])` });
  } else outline.ids[section].set(id, index);
}

/**
 * A contract id belongs to one collaborator in the whole document. Owners are named by the entry of
 * their id among the collaborators' (already noted): a record without a string id owns nothing.
 */
function checkContractOwners(
  owners: IdIndex,
  collaboratorIds: IdIndex,
  collaborator: Record<string, unknown>,
  path: string,
  report: (problem: Problem) => void,
): void {
  const self = typeof collaborator.id === 'string' ? collaboratorIds.entryOf(collaborator.id) : -1;
  const contracts: unknown[] = Array.isArray(collaborator.contracts) ? collaborator.contracts : [];
  contracts.forEach((contract, i) => {
    if (!isRecord(contract) || typeof contract.contractId !== 'string' || !isValidId(contract.contractId)) {
      return;
    }
    const owner = owners.get(contract.contractId);
    if (owner !== undefined && owner !== self) {
      report({
        path: `${path}.contracts[${i}].contractId`,
        message: `duplicate contract id ${contract.contractId} (also a contract of collaborator ${collaboratorIds.keyOf(owner)})`,
      });
    } else if (self >= 0) owners.set(contract.contractId, self);
  });
}

/** The organization the import goes to: the document's, the command's, or a new one with a name. */
async function checkOrganization(
  db: Kysely<Database>,
  outline: DocumentOutline,
  options: ValidateOptions,
  report: (problem: Problem) => void,
) {
  const named = outline.organization?.id;
  if (named !== undefined && options.organizationId !== undefined && named !== options.organizationId) {
    report({
      path: 'organization.id',
      message: `is ${named} but the command names organization ${options.organizationId}`,
    });
  }
  const organizationId = named ?? options.organizationId ?? uuidv7();
  const stored = await findOrganization(db, organizationId);
  if (stored === undefined && !outline.organizationSeen) {
    report({
      path: 'organization',
      message: `is required: organization ${organizationId} does not exist yet and needs at least a name`,
    });
  }
  return { organizationId, stored };
}

/** Every SIRET starts with the SIREN the import leaves the organization with. */
function checkSirets(
  outline: DocumentOutline,
  storedSiren: string | null,
  report: (problem: Problem) => void,
) {
  const identity = outline.organization?.identity;
  const siren = identity && 'siren' in identity ? (identity.siren ?? null) : storedSiren;
  if (siren === null) return;
  for (const { siret, path } of outline.sirets) {
    if (!siret.startsWith(siren)) {
      report({ path, message: `${siret} does not start with the organization's SIREN ${siren}` });
    }
  }
}

/** References the document itself does not resolve must name rows the store holds. */
async function checkReferences(
  db: Kysely<Database>,
  organizationId: string,
  organizationExists: boolean,
  outline: DocumentOutline,
  report: (problem: Problem) => void,
) {
  const inDocument = (table: ReferencedTable, id: string) => outline.ids[table].has(id);
  const missing = outline.pending.missing(inDocument);
  const stored = organizationExists ? await storedIds(db, organizationId, missing) : new Set<string>();
  const resolved = (table: ReferencedTable, id: string) =>
    inDocument(table, id) || stored.has(`${table}:${id}`);
  for (const reference of outline.pending.unresolved(resolved)) {
    report({
      path: reference.path,
      message: `no ${REFERENCE_NAMES[reference.table]} with id ${reference.id} in the document or the store`,
    });
  }
}

/** Which of the referenced ids the store already holds for the organization, as `table:id`. */
async function storedIds(
  db: Kysely<Database>,
  organizationId: string,
  wanted: Record<ReferencedTable, string[]>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of ['establishments', 'teams', 'collaborators'] as const) {
    const ids = wanted[table];
    if (ids.length === 1) {
      // A single-record write's one reference: the statement below, compiled once.
      const rows = await STORED_ID[table](db, { organizationId, id: ids[0] });
      for (const row of rows) found.add(`${table}:${row.id}`);
      continue;
    }
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(`${table}:${row.id}`);
    }
  }
  return found;
}

/** Whether the store holds one id of a table, compiled once per table: the chunked query with one id. */
const storedId = (table: 'establishments' | 'teams' | 'collaborators') =>
  compiledOnce(['organizationId', 'id'] as const, (db, v) =>
    db
      .selectFrom(table)
      .select('id')
      .where('organization_id', '=', v.organizationId)
      .where('id', 'in', [v.id]),
  );
const STORED_ID = {
  establishments: storedId('establishments'),
  teams: storedId('teams'),
  collaborators: storedId('collaborators'),
};
