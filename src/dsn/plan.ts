import type { Problem } from '../hr-data/checks.ts';
import { contractDetailColumns } from '../hr-data/contract-details.ts';
import type { WorkArrangement, WorkingTimeUnit } from '../hr-data/enums.ts';
import { sortKey } from '../shared/names.ts';
import { nowIso, todayIn } from '../shared/time.ts';
import { addDays } from './dates.ts';
import {
  dsnIds,
  estCadre,
  firstName,
  individualIdentity,
  nameKey,
  natureContrat,
  STOPPAGE_CANCELLATION,
  SUSPENSION_CANCELLATION,
  stoppageType,
  suspensionType,
  title,
  workingTimeArrangement,
  workingTimeUnit,
} from './mapping.ts';
import type { DsnContract, DsnDeclaration, DsnEstablishment, DsnIndividual } from './model.ts';
import { ProblemList } from './problems.ts';
import {
  type AbsenceRow,
  type AffiliationRow,
  CollaboratorIndex,
  type CollaboratorRow,
  type ContractRow,
  type EstablishmentRow,
  type Months,
  provenanceKey,
  type ResourceType,
  type StoreState,
} from './state.ts';

type Row = Record<string, string | number | null>;
export interface FieldChange {
  field: string;
  before: string | number | null;
  after: string | number | null;
}
export interface PlannedChange {
  resource: ResourceType;
  id: string;
  fields: FieldChange[];
}

/** What an import will do, computed from the store and the declarations alone: the dry run shows it, the import applies it. */
export interface DsnPlan {
  organizationId: string;
  months: string[];
  created: { resource: ResourceType; id: string }[];
  updated: PlannedChange[];
  unchanged: Record<ResourceType, number>;
  removed: { resource: 'absence' | 'affiliation'; id: string }[];
  warnings: Problem[];
  totalWarnings: number;
  rows: {
    establishments: EstablishmentRow[];
    collaborators: CollaboratorRow[];
    contracts: ContractRow[];
    absences: AbsenceRow[];
    affiliations: AffiliationRow[];
  };
  removedRows: { absences: AbsenceRow[]; affiliations: AffiliationRow[] };
  provenance: { type: ResourceType; id: string; months: Months }[];
  declarations: { month: string; absences: string[]; affiliations: string[] }[];
}

/** Values never printed in a plan: they are personal identifiers. */
const MASKED = new Set(['social_security_number']);
/** Bookkeeping columns: not a change of what the row says. */
const IGNORED = new Set(['created_at', 'updated_at', 'organization_id', 'id']);

/**
 * Plans the declarations (already validated) against the organization's store, in month order.
 * Each value remembers the month that declared it: a month older than the one that set a value
 * only fills it when it is missing. Nothing is written here.
 */
export function planDeclarations(
  state: StoreState,
  declarations: readonly DsnDeclaration[],
  options: { timezone: string },
): DsnPlan {
  const org = state.organizationId;
  const today = todayIn(options.timezone);
  const now = nowIso();
  const notes = new ProblemList();
  const working = {
    establishment: new Map<string, Row>(),
    collaborator: new Map<string, Row>(),
    contract: new Map<string, Row>(),
    absence: new Map<string, Row>(),
    affiliation: new Map<string, Row>(),
  };
  const stored: Record<ResourceType, Map<string, Row>> = {
    establishment: state.establishments as unknown as Map<string, Row>,
    collaborator: state.collaborators as unknown as Map<string, Row>,
    contract: state.contracts as unknown as Map<string, Row>,
    absence: state.absences as unknown as Map<string, Row>,
    affiliation: state.affiliations as unknown as Map<string, Row>,
  };
  const provenance = new Map(state.provenance);
  const touchedProvenance = new Set<string>();
  const removed = new Map<string, { resource: 'absence' | 'affiliation'; id: string }>();
  const index = new CollaboratorIndex(state.collaborators.values());
  const declarationsByMonth = new Map(state.declarations);
  const contractsByCollaborator = new Map<string, ContractRow[]>();
  for (const row of state.contracts.values()) {
    const list = contractsByCollaborator.get(row.collaborator_id);
    if (list) list.push(row);
    else contractsByCollaborator.set(row.collaborator_id, [row]);
  }
  const changedDeclarations = new Map<string, { absences: string[]; affiliations: string[] }>();

  const current = (type: ResourceType, id: string): Row | undefined => {
    if (removed.has(provenanceKey(type, id))) return undefined;
    return working[type].get(id) ?? stored[type].get(id);
  };

  /** Sets the row's columns from a declaration of `month`, by the rule of months. */
  const merge = (type: ResourceType, id: string, month: string, wanted: Row, created: () => Row) => {
    const key = provenanceKey(type, id);
    removed.delete(key);
    const base = working[type].get(id) ?? stored[type].get(id);
    const row: Row = base ? { ...base } : created();
    const months: Months = { ...(provenance.get(key) ?? {}) };
    for (const [column, value] of Object.entries(wanted)) {
      if (value === null) continue;
      const declaredIn = months[column];
      if (declaredIn === undefined || declaredIn <= month || !base) {
        row[column] = value;
        if (declaredIn === undefined || declaredIn < month) months[column] = month;
      } else if (row[column] === null) {
        row[column] = value;
      }
    }
    working[type].set(id, row);
    provenance.set(key, months);
    touchedProvenance.add(key);
    return row;
  };

  const newestMonth = (type: ResourceType, id: string): string =>
    Object.values(provenance.get(provenanceKey(type, id)) ?? {}).reduce((a, b) => (a > b ? a : b), '');

  const remove = (resource: 'absence' | 'affiliation', id: string, month: string) => {
    if (!current(resource, id) || newestMonth(resource, id) > month) return;
    removed.set(provenanceKey(resource, id), { resource, id });
  };

  const sorted = [...declarations].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  for (const declaration of sorted) {
    const month = declaration.month;
    const brought = { absences: [] as string[], affiliations: [] as string[] };
    for (const establishment of declaration.establishments) {
      const establishmentId = planEstablishment(establishment, declaration);
      for (const individual of establishment.individuals) {
        const collaboratorId = planCollaborator(individual, establishmentId, month);
        for (const contract of individual.contracts) {
          planContract(contract, collaboratorId, establishment, month, brought);
        }
      }
    }
    if (declaration.nature === '01') {
      const previous = declarationsByMonth.get(month);
      if (previous && (declaration.type === '03' || declaration.type === '05')) {
        for (const id of previous.absences) if (!brought.absences.includes(id)) remove('absence', id, month);
        for (const id of previous.affiliations) {
          if (!brought.affiliations.includes(id)) remove('affiliation', id, month);
        }
      }
      const merged =
        previous && declaration.type !== '03' && declaration.type !== '05'
          ? {
              absences: [...new Set([...previous.absences, ...brought.absences])].sort(),
              affiliations: [...new Set([...previous.affiliations, ...brought.affiliations])].sort(),
            }
          : {
              absences: [...new Set(brought.absences)].sort(),
              affiliations: [...new Set(brought.affiliations)].sort(),
            };
      if (JSON.stringify(previous) !== JSON.stringify(merged)) changedDeclarations.set(month, merged);
      declarationsByMonth.set(month, merged);
    }
  }

  function planEstablishment(e: DsnEstablishment, declaration: DsnDeclaration): string {
    const existing = [...state.establishments.values(), ...working.establishment.values()].find(
      (row) => row.siret === e.siret,
    );
    const id = (existing?.id as string | undefined) ?? dsnIds.establishment(e.siret);
    merge(
      'establishment',
      id,
      declaration.month,
      {
        siret: e.siret,
        is_head_office: declaration.headNic === null ? null : e.nic === declaration.headNic ? 1 : 0,
        street: e.street,
        zip_code: e.zipCode,
        city: e.city,
        country: e.country,
        idcc: e.idcc,
      },
      () => ({
        organization_id: org,
        id,
        name: `${e.city ?? e.siret} (${e.nic})`,
        siret: e.siret,
        is_head_office: 0,
        street: null,
        city: null,
        zip_code: null,
        country: null,
        idcc: null,
      }),
    );
    return id;
  }

  function planCollaborator(i: DsnIndividual, establishmentId: string, month: string): string {
    const first = firstName(i.firstNames);
    const found = index.find(i.nir, i.formerNir, i.personnelNumber, nameKey(i.birthName, first, i.birthDate));
    const id = found ?? dsnIds.collaborator(org, individualIdentity(i));
    const lastName = i.usageName ?? i.birthName;
    const before = current('collaborator', id);
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
    };
    // The DSN's e-mail is the person's own: it fills `email` when there is none, else the secondary one.
    if (i.email !== null) {
      if (!before || before.is_profile_complete === 0) {
        wanted.email = i.email;
        wanted.is_profile_complete = 1;
      } else if (before.email !== i.email) wanted.secondary_email = i.email;
    }
    const row = merge('collaborator', id, month, wanted, () => ({
      organization_id: org,
      id,
      establishment_id: null,
      is_profile_complete: 0,
      personnel_number: null,
      title: null,
      first_name: '',
      last_name: '',
      sort_last_name: '',
      sort_first_name: '',
      // An e-mail is required by the API; a person the DSN gives none gets a reserved address.
      email: `${id}@dsn.invalid`,
      birth_name: null,
      secondary_email: null,
      phone_number: null,
      birth_date: null,
      birth_city: null,
      country_of_birth: null,
      nationality: null,
      address_street: null,
      address_city: null,
      address_zip_code: null,
      address_country: null,
      seniority_date: null,
      social_security_number: null,
      iban: null,
      bic: null,
      manager_id: null,
      team_id: null,
    }));
    index.add(row as unknown as CollaboratorRow);
    return id;
  }

  function planContract(
    c: DsnContract,
    collaboratorId: string,
    e: DsnEstablishment,
    month: string,
    brought: { absences: string[]; affiliations: string[] },
  ): void {
    const sameStart = (contractsByCollaborator.get(collaboratorId) ?? []).filter(
      (row) => row.start_date === c.startDate,
    );
    const id =
      sameStart.length === 1 && sameStart[0]
        ? sameStart[0].id
        : dsnIds.contract(org, collaboratorId, c.number, c.startDate);
    merge('contract', id, month, contractColumns(c), () => ({
      organization_id: org,
      id,
      collaborator_id: collaboratorId,
      start_date: c.startDate,
      end_date: null,
      nature_contrat: 'external_staff',
      est_cadre: null,
      job_title: null,
      pcs_ese: null,
      working_time: null,
      collective_agreement: null,
      classification: null,
      planned_end_date: null,
      trial_period_days: null,
      end_reason: null,
    }));

    for (const s of c.stoppages) {
      const start = addDays(s.lastDayWorked, 1);
      if (s.reason === STOPPAGE_CANCELLATION) {
        for (const [absenceId, row] of absencesOf(collaboratorId)) {
          if (row.start_date === start && String(row.dsn_reason).length === 2)
            remove('absence', absenceId, month);
        }
        continue;
      }
      const absenceId = dsnIds.stoppage(org, id, s.reason, s.lastDayWorked);
      const end = s.returnDate ? addDays(s.returnDate, -1) : (s.plannedEnd ?? start);
      merge('absence', absenceId, month, absenceColumns(stoppageType(s.reason), s.reason, start, end), () =>
        newAbsence(absenceId, collaboratorId),
      );
      brought.absences.push(absenceId);
    }
    for (const s of c.suspensions) {
      if (s.reason === SUSPENSION_CANCELLATION) {
        for (const [absenceId, row] of absencesOf(collaboratorId)) {
          if (row.start_date === s.startDate && String(row.dsn_reason).length === 3) {
            remove('absence', absenceId, month);
          }
        }
        continue;
      }
      const absenceId = dsnIds.suspension(org, id, s.reason, s.startDate);
      const end = s.endDate ?? lastDayOf(month);
      merge(
        'absence',
        absenceId,
        month,
        absenceColumns(suspensionType(s.reason), s.reason, s.startDate, end),
        () => newAbsence(absenceId, collaboratorId),
      );
      brought.absences.push(absenceId);
    }
    for (const a of c.affiliations) {
      const adhesion = a.adhesion === null ? undefined : e.adhesions.get(a.adhesion);
      const contract = adhesion
        ? state.complementaryContracts.find(
            (k) => k.organismeCode === adhesion.organism && k.reference === adhesion.reference,
          )
        : undefined;
      if (!adhesion || !contract) {
        const named = adhesion
          ? `organism ${adhesion.organism}, contract reference ${adhesion.reference}`
          : 'no S21.G00.15 adhesion of its establishment';
        notes.warn(
          a.line,
          'S21.G00.70.013',
          `affiliation skipped: ${named} is not a complementary contract of a fiche de paramétrage imported here; import the fiche, then this DSN again`,
        );
        continue;
      }
      const option = state.options.find(
        (o) => o.contractId === contract.id && o.optionCode === a.option && o.populationCode === a.population,
      );
      if (!option) {
        notes.warn(
          a.line,
          'S21.G00.70.004',
          `affiliation skipped: option ${a.option ?? ''} for population ${a.population ?? ''} is not in the fiche of organism ${adhesion.organism}, contract reference ${adhesion.reference}`,
        );
        continue;
      }
      const startDate = a.startDate ?? c.startDate;
      const affiliationId = dsnIds.affiliation(org, collaboratorId, contract.id, startDate);
      const status = a.endDate !== null && a.endDate < today ? 'terminated' : 'active';
      merge(
        'affiliation',
        affiliationId,
        month,
        {
          contract_id: contract.id,
          option_id: option.id,
          status,
          start_date: startDate,
          end_date: a.endDate,
        },
        () => ({
          organization_id: org,
          id: affiliationId,
          collaborator_id: collaboratorId,
          contract_id: contract.id,
          option_id: option.id,
          status,
          start_date: startDate,
          end_date: null,
          created_at: now,
          updated_at: now,
        }),
      );
      brought.affiliations.push(affiliationId);
    }
  }

  function* absencesOf(collaboratorId: string): Generator<[string, Row]> {
    const seen = new Set<string>();
    for (const map of [working.absence, stored.absence]) {
      for (const [id, row] of map) {
        if (seen.has(id)) continue;
        seen.add(id);
        if (row.collaborator_id === collaboratorId && !removed.has(provenanceKey('absence', id)))
          yield [id, row];
      }
    }
  }

  function newAbsence(id: string, collaboratorId: string): Row {
    return {
      organization_id: org,
      id,
      collaborator_id: collaboratorId,
      type: 'autre',
      status: 'approved',
      start_date: '',
      end_date: '',
      start_half_day: 0,
      end_half_day: 0,
      created_at: now,
      dsn_reason: null,
    };
  }

  return diff(
    state,
    stored,
    working,
    removed,
    provenance,
    touchedProvenance,
    changedDeclarations,
    notes,
    sorted,
    now,
  );
}

export function contractColumns(c: DsnContract): Row {
  const cadre = estCadre(c.cadre);
  return {
    start_date: c.startDate,
    nature_contrat: natureContrat(c.nature, c.scheme),
    est_cadre: cadre === null ? null : cadre ? 1 : 0,
    end_date: c.end?.date ?? null,
    ...contractDetailColumns({
      jobTitle: c.jobTitle,
      pcsEse: c.pcsEse,
      workingTime: {
        unit: workingTimeUnit(c.unit) as WorkingTimeUnit | null,
        quota: c.quota,
        referenceQuota: c.referenceQuota,
        arrangement: workingTimeArrangement(c.arrangement) as WorkArrangement | null,
        partTimeRate: c.partTimeRate,
      },
      collectiveAgreement: c.collectiveAgreement,
      classification: { position: c.position, level: c.level, step: c.step, coefficient: c.coefficient },
      plannedEndDate: c.plannedEndDate,
      trialPeriodDays: c.trialPeriodDays,
      endReason: c.end?.reason ?? null,
    }),
  };
}

const absenceColumns = (type: string, reason: string, start: string, end: string): Row => ({
  type,
  status: 'approved',
  start_date: start,
  end_date: end < start ? start : end,
  dsn_reason: reason,
});

function lastDayOf(month: string): string {
  return addDays(`${month === '' ? '1970-01' : addMonth(month)}-01`, -1);
}
function addMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function diff(
  state: StoreState,
  stored: Record<ResourceType, Map<string, Row>>,
  working: Record<ResourceType, Map<string, Row>>,
  removed: Map<string, { resource: 'absence' | 'affiliation'; id: string }>,
  provenance: Map<string, Months>,
  touchedProvenance: Set<string>,
  declarations: Map<string, { absences: string[]; affiliations: string[] }>,
  notes: ProblemList,
  sorted: readonly DsnDeclaration[],
  now: string,
): DsnPlan {
  const created: DsnPlan['created'] = [];
  const updated: PlannedChange[] = [];
  const unchanged = { establishment: 0, collaborator: 0, contract: 0, absence: 0, affiliation: 0 };
  const rows: Record<ResourceType, Row[]> = {
    establishment: [],
    collaborator: [],
    contract: [],
    absence: [],
    affiliation: [],
  };
  for (const type of Object.keys(working) as ResourceType[]) {
    for (const [id, row] of working[type]) {
      if (removed.has(provenanceKey(type, id))) continue;
      const before = stored[type].get(id);
      const fields: FieldChange[] = [];
      for (const [field, after] of before ? Object.entries(row) : []) {
        if (IGNORED.has(field) || field.startsWith('sort_')) continue;
        const was = before?.[field] ?? null;
        if (was === after) continue;
        fields.push(
          MASKED.has(field)
            ? { field, before: was === null ? null : '(hidden)', after: after === null ? null : '(hidden)' }
            : { field, before: was, after },
        );
      }
      if (!before) created.push({ resource: type, id });
      else if (fields.length > 0) {
        updated.push({ resource: type, id, fields });
        if (type === 'affiliation') row.updated_at = now;
      } else {
        unchanged[type]++;
        continue;
      }
      rows[type].push(row);
    }
  }
  const removedRows = { absences: [] as AbsenceRow[], affiliations: [] as AffiliationRow[] };
  for (const { resource, id } of removed.values()) {
    if (resource === 'absence') {
      const row = state.absences.get(id);
      if (row) removedRows.absences.push(row);
    } else {
      const row = state.affiliations.get(id);
      if (row) removedRows.affiliations.push(row);
    }
  }
  const provenanceRows = [...touchedProvenance]
    .filter((key) => JSON.stringify(provenance.get(key)) !== JSON.stringify(state.provenance.get(key)))
    .filter((key) => !removed.has(key))
    .map((key) => {
      const [type, ...id] = key.split(':');
      return { type: type as ResourceType, id: id.join(':'), months: provenance.get(key) ?? {} };
    });
  return {
    organizationId: state.organizationId,
    months: [...new Set(sorted.map((d) => d.month))],
    created,
    updated,
    unchanged,
    removed: [
      ...removedRows.absences.map((r) => ({ resource: 'absence' as const, id: r.id })),
      ...removedRows.affiliations.map((r) => ({ resource: 'affiliation' as const, id: r.id })),
    ],
    warnings: notes.warnings,
    totalWarnings: notes.totalWarnings,
    rows: {
      establishments: rows.establishment as unknown as EstablishmentRow[],
      collaborators: rows.collaborator as unknown as CollaboratorRow[],
      contracts: rows.contract as unknown as ContractRow[],
      absences: rows.absence as unknown as AbsenceRow[],
      affiliations: rows.affiliation as unknown as AffiliationRow[],
    },
    removedRows,
    provenance: provenanceRows,
    declarations: [...declarations].map(([month, d]) => ({ month, ...d })),
  };
}
