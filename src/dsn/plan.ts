import { sortKey } from '../shared/names.ts';
import { nowIso, todayIn } from '../shared/time.ts';
import { addDays } from './dates.ts';
import {
  dsnIds,
  firstName,
  individualIdentity,
  nameKey,
  natureContrat,
  STOPPAGE_CANCELLATION,
  SUSPENSION_CANCELLATION,
  stoppageType,
  suspensionType,
  title,
} from './mapping.ts';
import type { DsnContract, DsnDeclaration, DsnEstablishment, DsnIndividual } from './model.ts';
import { planAffiliation } from './plan-affiliations.ts';
import { ContributionPlanner, type ContributionRow } from './plan-contributions.ts';
import { planCover } from './plan-cover.ts';
import { DependantPlanner, type StoredDependants } from './plan-dependants.ts';
import { changedHistories, changedProvenance, diffRows, removedRows } from './plan-diff.ts';
import { assignEstablishment, type EstablishmentPeriod, reachingBack } from './plan-history.ts';
import {
  absenceColumns,
  contractColumns,
  firstDayOf,
  lastDayOf,
  newRows,
  type Row,
  type Value,
} from './plan-rows.ts';
import { isPlanRow, typedRows } from './plan-store.ts';
import type { DsnPlan, PlannedStoppage } from './plan-types.ts';
import { WorkingSet } from './plan-working.ts';
import { ProblemList } from './problems.ts';
import {
  CollaboratorIndex,
  type DeclarationRecord,
  type IndexedCollaborator,
  type StoreState,
} from './state.ts';

export { contractColumns } from './plan-rows.ts';

const textOrNull = (value: Value | undefined): string | null => (typeof value === 'string' ? value : null);

/** What the collaborator index reads of a row as the plan leaves it. */
const indexedCollaborator = (id: string, row: Row): IndexedCollaborator => ({
  id,
  social_security_number: textOrNull(row.social_security_number),
  personnel_number: textOrNull(row.personnel_number),
  birth_name: textOrNull(row.birth_name),
  last_name: textOrNull(row.last_name) ?? '',
  first_name: textOrNull(row.first_name) ?? '',
  birth_date: textOrNull(row.birth_date),
});

export type { DsnPlan, FieldChange, PlannedChange } from './plan-types.ts';

type Brought = Omit<DeclarationRecord, 'replaces'>;

/**
 * Plans declarations (already validated) against the organization's store, one individual at a
 * time: call `declaration` for each declaration in month order, `individual` for each of its
 * individuals, `endDeclaration`, then `finish`. Each value remembers the month that declared it:
 * a month older than the one that set a value only fills it when it is missing. Nothing is
 * written here.
 */
export class DsnPlanner {
  readonly notes = new ProblemList();
  private readonly org: string;
  private readonly today: string;
  private readonly now = nowIso();
  private readonly working: WorkingSet;
  private readonly index: CollaboratorIndex;
  private readonly declarationsByMonth: Map<string, DeclarationRecord>;
  private readonly changedDeclarations = new Map<string, DeclarationRecord>();
  private readonly histories = new Map<string, EstablishmentPeriod[]>();
  private readonly months = new Set<string>();
  private readonly establishmentIds = new Map<string, string>();
  private brought: Brought = { absences: [], affiliations: [] };
  private readonly contributions: ContributionPlanner;
  private readonly dependants: DependantPlanner;
  /** The work stoppages declared, by absence id: the last month's word on each. */
  private readonly stoppages = new Map<string, PlannedStoppage>();

  constructor(
    private readonly state: StoreState,
    options: {
      timezone: string;
      contributions?: ReadonlyMap<string, ContributionRow>;
      dependants?: StoredDependants;
    },
  ) {
    this.org = state.organizationId;
    this.today = todayIn(options.timezone);
    this.contributions = new ContributionPlanner(state, options.contributions ?? new Map(), this.now);
    const noDependants = { months: new Map(), dependants: [], portabilities: new Map() };
    this.dependants = new DependantPlanner(this.org, options.dependants ?? noDependants, this.now);
    this.working = new WorkingSet(state);
    this.index = new CollaboratorIndex(state.collaborators.values());
    this.declarationsByMonth = new Map(state.declarations);
  }

  /** Starts a declaration: its establishments are planned, what it brings is collected. */
  declaration(declaration: DsnDeclaration): void {
    this.months.add(declaration.month);
    this.brought = { absences: [], affiliations: [] };
    this.establishmentIds.clear();
    for (const establishment of declaration.establishments) {
      this.establishmentIds.set(establishment.siret, this.planEstablishment(establishment, declaration));
    }
  }

  /** Folds one individual of the current declaration into the plan. */
  individual(individual: DsnIndividual, establishment: DsnEstablishment, declaration: DsnDeclaration): void {
    const establishmentId =
      this.establishmentIds.get(establishment.siret) ?? dsnIds.establishment(establishment.siret);
    const collaboratorId = this.planCollaborator(individual, establishmentId, declaration.month);
    if (declaration.nature === '01') this.planHistory(collaboratorId, establishmentId, declaration.month);
    for (const c of individual.contracts) this.planContract(c, collaboratorId, declaration.month);
    if (declaration.nature === '01') {
      const { contributionBases } = individual;
      this.contributions.individual(
        contributionBases,
        collaboratorId,
        establishment,
        declaration.month,
        this.notes,
      );
    }
    // Affiliations last: their rules judge them against every contract of the collaborator.
    for (const c of individual.contracts) {
      for (const a of c.affiliations) {
        const ids = planAffiliation(
          a,
          {
            organizationId: this.org,
            collaboratorId,
            contract: c,
            establishment,
            month: declaration.month,
            today: this.today,
            now: this.now,
          },
          this.working,
          this.notes,
        );
        this.brought.affiliations.push(...ids);
        if (declaration.nature === '01') {
          const cover = {
            collaboratorId,
            contract: c,
            affiliation: a,
            establishment,
            month: declaration.month,
          };
          planCover(this.dependants, this.state, { ...cover, affiliationIds: ids });
        }
      }
    }
  }

  /** Ends a declaration: a replacing one (type 03, 05) removes what the earlier one brought and it no longer does. */
  endDeclaration(declaration: DsnDeclaration): void {
    this.contributions.endDeclaration(declaration, this.notes);
    this.dependants.endDeclaration(declaration, this.notes);
    if (declaration.nature !== '01') return;
    const { month } = declaration;
    const brought = this.brought;
    const previous = this.declarationsByMonth.get(month);
    const replacing = declaration.type === '03' || declaration.type === '05';
    if (previous && replacing) {
      const absences = new Set(brought.absences);
      const affiliations = new Set(brought.affiliations);
      for (const id of previous.absences) if (!absences.has(id)) this.working.remove('absence', id, month);
      for (const id of previous.affiliations) {
        if (!affiliations.has(id)) this.working.remove('affiliation', id, month);
      }
    }
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();
    // The month's record keeps the id of the declaration its latest replacement replaced.
    const replaces = replacing ? declaration.replacedId : (previous?.replaces ?? null);
    const merged =
      previous && !replacing
        ? {
            absences: union(previous.absences, brought.absences),
            affiliations: union(previous.affiliations, brought.affiliations),
            replaces,
          }
        : { absences: union([], brought.absences), affiliations: union([], brought.affiliations), replaces };
    if (JSON.stringify(previous) !== JSON.stringify(merged)) this.changedDeclarations.set(month, merged);
    this.declarationsByMonth.set(month, merged);
  }

  /** The plan: every row that changes, with its fields before → after. */
  finish(): DsnPlan {
    const { created, updated, unchanged, rows } = diffRows(this.working, this.now);
    const removed = removedRows(this.working);
    return {
      organizationId: this.org,
      months: [...this.months],
      created,
      updated,
      unchanged,
      removed: [
        ...removed.absences.map((r) => ({ resource: 'absence' as const, id: r.id })),
        ...removed.affiliations.map((r) => ({ resource: 'affiliation' as const, id: r.id })),
      ],
      warnings: this.notes.warnings,
      totalWarnings: this.notes.totalWarnings,
      problems: this.notes.problems,
      totalProblems: this.notes.totalProblems,
      rows: {
        establishments: typedRows(rows.establishment, isPlanRow.establishment),
        collaborators: typedRows(rows.collaborator, isPlanRow.collaborator),
        contracts: typedRows(rows.contract, isPlanRow.contract),
        absences: typedRows(rows.absence, isPlanRow.absence),
        affiliations: typedRows(rows.affiliation, isPlanRow.affiliation),
      },
      removedRows: removed,
      provenance: changedProvenance(this.working),
      declarations: [...this.changedDeclarations].map(([month, d]) => ({ month, ...d })),
      histories: changedHistories(this.working, this.firstHistoriesReachingBack()),
      contributions: this.contributions.finish(),
      dependants: this.dependants.finish(),
      stoppages: [...this.stoppages.values()],
    };
  }

  private planEstablishment(e: DsnEstablishment, declaration: DsnDeclaration): string {
    const { working } = this;
    const existing = [
      ...working.stored.establishment.values(),
      ...working.working.establishment.values(),
    ].find((row) => row.siret === e.siret);
    const id = existing ? String(existing.id) : dsnIds.establishment(e.siret);
    working.merge(
      'establishment',
      id,
      declaration.month,
      {
        siret: e.siret,
        is_head_office: declaration.headNic === null ? null : e.nic === declaration.headNic,
        street: e.street,
        zip_code: e.zipCode,
        city: e.city,
        country: e.country,
        idcc: e.idcc,
      },
      () => newRows.establishment(this.org, id, e.siret, `${e.city ?? e.siret} (${e.nic})`),
    );
    return id;
  }

  private planCollaborator(i: DsnIndividual, establishmentId: string, month: string): string {
    const first = firstName(i.firstNames);
    const found = this.index.find(
      i.nir,
      i.formerNir,
      i.personnelNumber,
      nameKey(i.birthName, first, i.birthDate),
    );
    const id = found ?? dsnIds.collaborator(this.org, individualIdentity(i));
    const lastName = i.usageName ?? i.birthName;
    const before = this.working.current('collaborator', id);
    const wanted: Row = {
      establishment_id: establishmentId,
      personnel_number: i.personnelNumber,
      title: title(i.sex),
      first_name: first,
      sort_first_name: first === null ? null : sortKey(first),
      last_name: lastName,
      sort_last_name: lastName === null ? null : sortKey(lastName),
      birth_name: i.birthName,
      birth_date: i.birthDate,
      birth_city: i.birthCity,
      country_of_birth: i.countryOfBirth,
      address_street: i.street,
      address_zip_code: i.zipCode,
      address_city: i.city,
      address_country: i.country,
      social_security_number: i.nir,
      temporary_number: i.temporaryNumber,
    };
    // The DSN's e-mail is the person's own: it fills `email` when there is none, else the secondary one.
    if (i.email !== null) {
      if (!before || before.is_profile_complete === false) {
        wanted.email = i.email;
        wanted.is_profile_complete = true;
      } else if (before.email !== i.email) wanted.secondary_email = i.email;
    }
    const row = this.working.merge('collaborator', id, month, wanted, () =>
      newRows.collaborator(this.org, id),
    );
    this.index.add(indexedCollaborator(id, row));
    return id;
  }

  /**
   * A person without a stored history gets one from the months of this import; its first period
   * starts with their first contract, so the days before the first month imported follow the first
   * establishment declared. A stored history is left to its own first day.
   */
  private firstHistoriesReachingBack(): Map<string, EstablishmentPeriod[]> {
    const histories = new Map<string, EstablishmentPeriod[]>();
    for (const [collaboratorId, periods] of this.histories) {
      if (this.state.history.has(collaboratorId)) {
        histories.set(collaboratorId, periods);
        continue;
      }
      const starts = [...this.working.rowsOf('contract', collaboratorId)].map(([, row]) =>
        String(row.start_date),
      );
      const from = starts.reduce((a, b) => (a < b ? a : b), periods[0]?.start_date ?? '');
      histories.set(collaboratorId, reachingBack(periods, from));
    }
    return histories;
  }

  /** The monthly declaration says in which establishment the person was during its month. */
  private planHistory(collaboratorId: string, establishmentId: string, month: string): void {
    const periods = this.histories.get(collaboratorId) ?? this.state.history.get(collaboratorId) ?? [];
    const older = this.working.newestMonth('collaborator', collaboratorId) > month;
    const next = assignEstablishment(periods, establishmentId, firstDayOf(month), lastDayOf(month), older);
    if (next) this.histories.set(collaboratorId, next);
  }

  private planContract(c: DsnContract, collaboratorId: string, month: string): void {
    const { working } = this;
    const id = this.contractId(c, collaboratorId);
    if (!working.current('contract', id)) this.warnSecondOpenContract(c, id, collaboratorId);
    working.merge('contract', id, month, contractColumns(c), () =>
      newRows.contract(this.org, id, collaboratorId, c.startDate),
    );
    this.planStoppages(c, id, collaboratorId, month);
    this.planSuspensions(c, id, collaboratorId, month);
  }

  /**
   * The contract a `S21.G00.40` is (docs/dsn.md, "Data from other sources"): the one this DSN
   * numbered (`.009` with the start date), else a stored contract of the person with the same
   * start date and nature, loaded by the JSON import, the API or a DSN that numbered it otherwise,
   * else the only stored one with that start date; else a new contract.
   */
  private contractId(c: DsnContract, collaboratorId: string): string {
    const own = dsnIds.contract(this.org, collaboratorId, c.number, c.startDate);
    if (this.working.current('contract', own)) return own;
    const nature = natureContrat(c.nature, c.scheme);
    const sameStart = [...this.working.rowsOf('contract', collaboratorId)].filter(
      ([contractId, row]) => row.start_date === c.startDate && this.state.contracts.has(contractId),
    );
    const sameNature = sameStart.filter(([, row]) => row.nature_contrat === nature);
    const found = sameNature.length === 1 ? sameNature[0] : sameStart.length === 1 ? sameStart[0] : undefined;
    return found ? found[0] : own;
  }

  /** A new open contract beside an open one of the same nature: two sources may tell one contract twice. */
  private warnSecondOpenContract(c: DsnContract, id: string, collaboratorId: string): void {
    if (c.end !== null) return;
    const nature = natureContrat(c.nature, c.scheme);
    for (const [otherId, row] of this.working.rowsOf('contract', collaboratorId)) {
      if (otherId === id || row.end_date !== null || row.nature_contrat !== nature) continue;
      const month = this.working.newestMonth('contract', otherId);
      const source =
        month === '' ? 'loaded from another source (JSON import or API)' : `declared in ${month}`;
      this.notes.warn(
        c.line,
        'S21.G00.40.001',
        `a second open ${nature} contract for the collaborator: contract ${otherId} (from ${String(row.start_date)}, ${source}) is open too; if they are one contract, give it the same start date or end the other`,
      );
    }
  }

  private planStoppages(c: DsnContract, contractId: string, collaboratorId: string, month: string): void {
    for (const s of c.stoppages) {
      const start = addDays(s.lastDayWorked, 1);
      if (s.reason === STOPPAGE_CANCELLATION) {
        this.cancel(
          collaboratorId,
          month,
          (row) => row.start_date === start && String(row.dsn_reason).length === 2,
        );
        continue;
      }
      const id = dsnIds.stoppage(this.org, contractId, s.reason, s.lastDayWorked);
      const end = s.returnDate ? addDays(s.returnDate, -1) : (s.plannedEnd ?? start);
      this.stoppages.set(id, { absenceId: id, collaboratorId, reason: s.reason, returnDate: s.returnDate });
      this.planAbsence(
        id,
        collaboratorId,
        month,
        absenceColumns(stoppageType(s.reason), s.reason, start, end, s),
      );
    }
  }

  private planSuspensions(c: DsnContract, contractId: string, collaboratorId: string, month: string): void {
    for (const s of c.suspensions) {
      if (s.reason === SUSPENSION_CANCELLATION) {
        this.cancel(
          collaboratorId,
          month,
          (row) => row.start_date === s.startDate && String(row.dsn_reason).length === 3,
        );
        continue;
      }
      const id = dsnIds.suspension(this.org, contractId, s.reason, s.startDate);
      const end = s.endDate ?? lastDayOf(month);
      this.planAbsence(
        id,
        collaboratorId,
        month,
        absenceColumns(suspensionType(s.reason), s.reason, s.startDate, end),
      );
    }
  }

  private planAbsence(id: string, collaboratorId: string, month: string, columns: Row): void {
    this.working.merge('absence', id, month, columns, () =>
      newRows.absence(this.org, id, collaboratorId, this.now),
    );
    this.brought.absences.push(id);
  }

  /** A cancellation (`99`, `998`) removes the collaborator's DSN absences it designates. */
  private cancel(collaboratorId: string, month: string, designated: (row: Row) => boolean): void {
    for (const [id, row] of [...this.working.rowsOf('absence', collaboratorId)]) {
      if (designated(row)) this.working.remove('absence', id, month);
    }
  }
}
