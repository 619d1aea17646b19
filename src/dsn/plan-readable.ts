import type { Problem } from '../hr-data/checks.ts';
import type { DsnPlanSummary } from './import.ts';
import { LATEST_NORM } from './norm/index.ts';
import type { FieldChange } from './plan-types.ts';
import type { ResourceType } from './state.ts';

/**
 * The plan as an HR officer reads it (docs/dsn.md, "The plan"): a summary first, then each change
 * in the API's field names and words (`Profile complete: no → yes`), warnings grouped by kind with
 * their counts. The CLI's text and the console show it; `--json` keeps the machine form.
 */
export interface ReadableChange {
  /** The API's field name (`isProfileComplete`). */
  field: string;
  /** The same in words (`Profile complete`). */
  label: string;
  before: string;
  after: string;
  /** Where the value replaced came from, and why the new one wins; absent when there was none. */
  replaces?: string;
}
export interface ReadableRow {
  resource: ResourceType;
  id: string;
  changes: ReadableChange[];
}
/** The changes about one person (their own fields, their contracts, absences, affiliations), or an establishment's. */
export interface ReadablePerson {
  /** `Camille André (col_…)`, or `Establishments` for the rows of no person. */
  heading: string;
  rows: ReadableRow[];
}
export interface WarningGroup {
  /** What the warnings of the group say, without what differs between them. */
  kind: string;
  count: number;
  /** The first few, to be shown; the others are counted. */
  shown: Problem[];
}
export interface ReadablePlan {
  summary: { label: string; counts: string }[];
  /** Per person, in the order the plan met them; the establishments' changes last. */
  changes: ReadablePerson[];
  warnings: WarningGroup[];
  /** Warnings beyond those the import kept for display (only their total is known). */
  unlisted: number;
}

const FLAGS = new Set(['is_profile_complete', 'est_cadre', 'is_head_office']);
/** Columns of the store that are no field of the API (sort keys): never shown. */
const HIDDEN = new Set(['sort_first_name', 'sort_last_name', 'organization_id']);

const LABELS: Record<string, [field: string, label: string]> = {
  establishment_id: ['establishmentId', 'Establishment'],
  personnel_number: ['personnelNumber', 'Personnel number'],
  is_profile_complete: ['isProfileComplete', 'Profile complete'],
  social_security_number: ['socialSecurityNumber', 'Social security number'],
  secondary_email: ['secondaryEmail', 'Secondary e-mail'],
  email: ['email', 'E-mail'],
  address_street: ['address.street', 'Address, street'],
  address_zip_code: ['address.zipCode', 'Address, zip code'],
  address_city: ['address.city', 'Address, city'],
  address_country: ['address.country', 'Address, country'],
  nature_contrat: ['natureContrat', 'Contract nature'],
  est_cadre: ['estCadre', 'Executive (cadre)'],
  pcs_ese: ['pcsEse', 'Occupation code (PCS-ESE)'],
  trial_period_days: ['trialPeriodDays', 'Trial period (days)'],
  dsn_reason: ['dsnReason', 'DSN reason'],
  is_head_office: ['isHeadOffice', 'Head office'],
  idcc: ['idcc', 'Collective agreement (IDCC)'],
  siret: ['siret', 'SIRET'],
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const words = (column: string) => {
  const text = column.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The norm's label of a code, from the latest version's table. */
function codeLabel(rubrique: string, code: string): string | undefined {
  const codes = LATEST_NORM.rubriques[rubrique]?.codes;
  return codes && Object.hasOwn(codes, code) ? codes[code] : undefined;
}

function shown(column: string, value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (FLAGS.has(column)) return value === 1 || value === '1' || value === 'true' ? 'yes' : 'no';
  const text = String(value);
  if (column === 'working_time' || column === 'classification') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) {
        const parts = Object.entries(parsed).filter(([, v]) => v !== null);
        return parts.length === 0 ? '—' : parts.map(([k, v]) => `${words(k)} ${String(v)}`).join(', ');
      }
    } catch {
      return text;
    }
  }
  const label =
    column === 'end_reason'
      ? codeLabel('S21.G00.62.002', text)
      : column === 'dsn_reason'
        ? codeLabel(text.length === 2 ? 'S21.G00.60.001' : 'S21.G00.65.001', text)
        : undefined;
  return label === undefined ? text : `${text} (${label})`;
}

export function readableChange(change: FieldChange): ReadableChange | null {
  if (HIDDEN.has(change.field)) return null;
  const [field, label] = LABELS[change.field] ?? [camel(change.field), words(change.field)];
  const readable: ReadableChange = {
    field,
    label,
    before: shown(change.field, change.before),
    after: shown(change.field, change.after),
  };
  if (change.before !== null) {
    readable.replaces =
      change.beforeFrom === null
        ? 'was from the JSON import or the API; what a DSN declares wins'
        : `was declared in ${change.beforeFrom}; the newer month wins`;
  }
  return readable;
}

const RUBRIQUE_AT_END = /\((S\d{2}\.G\d{2}\.\d{2}\.\d{3})\)$/;

/** The kind of a warning: its rubrique and what its message says before the first colon. */
export function warningKind(warning: Problem): string {
  const rubrique = RUBRIQUE_AT_END.exec(warning.path)?.[1];
  const head = warning.message.split(':')[0] ?? warning.message;
  return rubrique ? `${head} (${rubrique})` : head;
}

const RESOURCES: [ResourceType, string][] = [
  ['collaborator', 'People'],
  ['contract', 'Contracts'],
  ['absence', 'Stoppages and other absences'],
  ['affiliation', 'Affiliations'],
  ['establishment', 'Establishments'],
];

function countsText(c: DsnPlanSummary['counts'][ResourceType], leaving?: number): string {
  const parts = [`${c.created} created`, `${c.updated} changed`];
  if (leaving !== undefined) parts.push(`${leaving} leaving`);
  if (c.removed > 0) parts.push(`${c.removed} removed`);
  parts.push(`${c.unchanged} unchanged`);
  return parts.join(', ');
}

export function readablePlan(plan: DsnPlanSummary, perGroup = 3): ReadablePlan {
  // A person leaves when one of their contracts gets its end in this import.
  const leaving = plan.updated.filter(
    (u) => u.resource === 'contract' && u.fields.some((f) => f.field === 'end_date' && f.before === null),
  ).length;
  const groups = new Map<string, WarningGroup>();
  for (const warning of plan.warnings) {
    const kind = warningKind(warning);
    const group = groups.get(kind) ?? { kind, count: 0, shown: [] };
    group.count++;
    if (group.shown.length < perGroup) group.shown.push(warning);
    groups.set(kind, group);
  }
  const warnings = [...groups.values()].sort((a, b) => b.count - a.count);
  return {
    summary: [
      ...RESOURCES.map(([resource, label]) => ({
        label,
        counts: countsText(plan.counts[resource], resource === 'collaborator' ? leaving : undefined),
      })),
      {
        label: 'Warnings',
        counts:
          plan.totalWarnings === 0
            ? 'none'
            : `${plan.totalWarnings}: ${warnings.map((g) => `${g.count} ${g.kind}`).join('; ')}`,
      },
    ],
    changes: perPerson(plan),
    warnings,
    unlisted: plan.totalWarnings - plan.warnings.length,
  };
}

function perPerson(plan: DsnPlanSummary): ReadablePerson[] {
  const people = new Map<string, ReadablePerson>();
  const establishments: ReadablePerson = { heading: 'Establishments', rows: [] };
  for (const u of plan.updated) {
    const row = { resource: u.resource, id: u.id, changes: u.fields.flatMap((f) => readableChange(f) ?? []) };
    if (!u.person) {
      establishments.rows.push(row);
      continue;
    }
    let person = people.get(u.person.id);
    if (!person) {
      person = { heading: u.person.name ? `${u.person.name} (${u.person.id})` : u.person.id, rows: [] };
      people.set(u.person.id, person);
    }
    person.rows.push(row);
  }
  return [...people.values(), ...(establishments.rows.length > 0 ? [establishments] : [])];
}

const RESOURCE_WORD: Record<ResourceType, string> = {
  collaborator: 'Person',
  contract: 'Contract',
  absence: 'Absence',
  affiliation: 'Affiliation',
  establishment: 'Establishment',
};

/** The plan as lines of text: the summary, then at most `shown` changed rows, then the warnings. */
export function readablePlanLines(plan: DsnPlanSummary, shown = 20): string[] {
  const readable = readablePlan(plan);
  const width = Math.max(...readable.summary.map((s) => s.label.length)) + 2;
  const lines = ['Summary', ...readable.summary.map((s) => `  ${`${s.label}:`.padEnd(width)} ${s.counts}`)];
  if (readable.changes.length > 0) lines.push('', 'Changes');
  for (const person of readable.changes.slice(0, shown)) {
    lines.push(`  ${person.heading}`);
    for (const row of person.rows) {
      lines.push(`    ${RESOURCE_WORD[row.resource]} ${row.id}`);
      for (const c of row.changes) {
        lines.push(`      ${c.label}: ${c.before} → ${c.after}${c.replaces ? ` (${c.replaces})` : ''}`);
      }
    }
  }
  if (readable.changes.length > shown) {
    lines.push(`  … and ${readable.changes.length - shown} more people changed (--json lists them all)`);
  }
  if (readable.warnings.length > 0) lines.push('', 'Warnings');
  for (const group of readable.warnings) {
    lines.push(`  ${group.kind}: ${group.count}`);
    for (const w of group.shown) lines.push(`    ${w.path ? `${w.path}: ` : ''}${w.message}`);
    if (group.count > group.shown.length) lines.push(`    … and ${group.count - group.shown.length} more`);
  }
  if (readable.unlisted > 0) lines.push(`  … and ${readable.unlisted} more warnings, not kept for display`);
  return lines;
}
