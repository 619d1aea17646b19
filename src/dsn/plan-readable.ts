import type { Problem } from '../hr-data/checks.ts';
import { agreementWithTitle } from './idcc/index.ts';
import type { DsnPlanSummary } from './import.ts';
import { LATEST_NORM } from './norm/index.ts';
import { dependantLines } from './plan-readable-cover.ts';
import type { Value } from './plan-rows.ts';
import type { FieldChange } from './plan-types.ts';
import { PLAN_VOCABULARIES, type PlanLanguage, type PlanVocabulary } from './plan-vocabulary.ts';
import type { ResourceType } from './state.ts';

/**
 * The plan as an HR officer reads it (docs/dsn.md, "The plan"): a summary first, then each change
 * in the API's field names and words (`Profile complete: no → yes`), warnings grouped by kind with
 * their counts. The CLI's text (in English) and the console (in its language) show it; `--json`
 * keeps the machine form. The shape is built here once; the words of each language are in
 * src/dsn/plan-vocabulary.ts.
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

/** Columns of the store that are no field of the API (sort keys): never shown. */
const HIDDEN = new Set(['sort_first_name', 'sort_last_name', 'organization_id']);

/** The API's name of a column where it is not the column in camel case. */
const API_FIELDS: Record<string, string> = {
  address_street: 'address.street',
  address_zip_code: 'address.zipCode',
  address_city: 'address.city',
  address_country: 'address.country',
};
/** Columns holding a collective agreement's IDCC code: shown with the agreement's short title. */
const AGREEMENTS = new Set(['idcc', 'collective_agreement']);

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const wordsOf = (column: string) => {
  const text = column.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The norm's label of a code, from the latest version's table. */
function codeLabel(rubrique: string, code: string): string | undefined {
  const codes = LATEST_NORM.rubriques[rubrique]?.codes;
  return codes && Object.hasOwn(codes, code) ? codes[code] : undefined;
}

/** The columns that hold one rubrique's code, shown with the norm's label of it. */
const CODED_COLUMNS: Readonly<Record<string, string>> = {
  end_reason: 'S21.G00.62.002',
  conventional_status: 'S21.G00.40.002',
  local_scheme: 'S21.G00.40.016',
  recourse_reason: 'S21.G00.40.021',
  return_reason: 'S21.G00.60.011',
};

function shown(column: string, value: Value, words: PlanVocabulary): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const text = String(value);
  if (AGREEMENTS.has(column)) return agreementWithTitle(text);
  if (column === 'working_time' || column === 'classification') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) {
        const parts = Object.entries(parsed).filter(([, v]) => v !== null);
        return parts.length === 0 ? '—' : parts.map(([k, v]) => `${wordsOf(k)} ${String(v)}`).join(', ');
      }
    } catch {
      return text;
    }
  }
  const coded = CODED_COLUMNS[column];
  const label =
    column === 'dsn_reason'
      ? codeLabel(text.length === 2 ? 'S21.G00.60.001' : 'S21.G00.65.001', text)
      : coded === undefined
        ? undefined
        : codeLabel(coded, text);
  return label === undefined ? text : `${text} (${label})`;
}

export function readableChange(change: FieldChange, lang: PlanLanguage = 'en'): ReadableChange | null {
  if (HIDDEN.has(change.field)) return null;
  const words = PLAN_VOCABULARIES[lang];
  const readable: ReadableChange = {
    field: API_FIELDS[change.field] ?? camel(change.field),
    label: words.labels[change.field] ?? wordsOf(change.field),
    before: shown(change.field, change.before, words),
    after: shown(change.field, change.after, words),
  };
  if (change.before !== null) {
    readable.replaces =
      change.beforeFrom === null ? words.replacesOther : words.replacesMonth(change.beforeFrom);
  }
  return readable;
}

const RUBRIQUE_AT_END = /\((S\d{2}\.G\d{2}\.\d{2}\.\d{3})\)$/;

/**
 * The kind of a warning: in the language's words when the vocabulary knows it (agreeing with the
 * `n` warnings of its group), else what its message says before the first colon with its rubrique.
 */
export function warningKind(warning: Problem, lang?: PlanLanguage, n = 1): string {
  const rubrique = RUBRIQUE_AT_END.exec(warning.path)?.[1];
  const head = warning.message.split(':')[0] ?? warning.message;
  const words = lang === undefined ? undefined : PLAN_VOCABULARIES[lang].warningKind(head, rubrique, n);
  return words ?? (rubrique ? `${head} (${rubrique})` : head);
}

const RESOURCES: ResourceType[] = ['collaborator', 'contract', 'absence', 'affiliation', 'establishment'];

function countsText(
  vocabulary: PlanVocabulary,
  words: PlanVocabulary['counts'],
  c: DsnPlanSummary['counts'][ResourceType],
  leaving?: number,
): string {
  const n = vocabulary.counted;
  const parts = [n(c.created, words.created), n(c.updated, words.changed)];
  if (leaving !== undefined) parts.push(n(leaving, words.leaving));
  if (c.removed > 0) parts.push(n(c.removed, words.removed));
  parts.push(n(c.unchanged, words.unchanged));
  return parts.join(', ');
}

/** `inWords`: warning kinds in the language's words, for an HR officer (the console); else their rubriques (the CLI). */
export function readablePlan(
  plan: DsnPlanSummary,
  lang: PlanLanguage = 'en',
  perGroup = 3,
  inWords = false,
): ReadablePlan {
  const words = PLAN_VOCABULARIES[lang];
  // A person leaves when one of their contracts gets its end in this import.
  const leaving = plan.updated.filter(
    (u) => u.resource === 'contract' && u.fields.some((f) => f.field === 'end_date' && f.before === null),
  ).length;
  const groups = new Map<string, WarningGroup>();
  for (const warning of plan.warnings) {
    const key = warningKind(warning, inWords ? lang : undefined, 2);
    const group = groups.get(key) ?? { kind: key, count: 0, shown: [] };
    group.count++;
    if (group.shown.length < perGroup) group.shown.push(warning);
    groups.set(key, group);
  }
  // Grouped by the kind's plural words, then worded agreeing with the group's count.
  const warnings = [...groups.values()]
    .map((g) => (inWords && g.shown[0] ? { ...g, kind: warningKind(g.shown[0], lang, g.count) } : g))
    .sort((a, b) => b.count - a.count);
  return {
    summary: [
      ...RESOURCES.map((resource) => ({
        label: words.resources[resource],
        counts: countsText(
          words,
          words.countsFor[resource] ?? words.counts,
          plan.counts[resource],
          resource === 'collaborator' ? leaving : undefined,
        ),
      })),
      ...contributionLines(plan, words),
      ...dependantLines(plan, words),
      {
        label: words.warnings,
        counts:
          plan.totalWarnings === 0
            ? words.none
            : `${plan.totalWarnings}${words.colon} ${warnings.map((g) => `${g.count} ${g.kind}`).join('; ')}`,
      },
    ],
    changes: perPerson(plan, lang),
    warnings,
    unlisted: plan.totalWarnings - plan.warnings.length,
  };
}

/** Euros from cents, as the plan shows amounts (`1 234,56` in French, `1,234.56` in English). */
const money = (cents: number, words: PlanVocabulary) =>
  (cents / 100).toLocaleString(words === PLAN_VOCABULARIES.fr ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** The contributions the import writes, in words: the counts, then each month and contract. */
function contributionLines(plan: DsnPlanSummary, words: PlanVocabulary): { label: string; counts: string }[] {
  const c = plan.contributions;
  if (!c || c.created + c.replaced + c.removed + c.unchanged + c.kept === 0) return [];
  return [
    { label: words.contributions, counts: words.contributionCounts(c) },
    ...c.declared.map((d) => ({
      label: '',
      counts: words.contributionMonth({
        month: d.month,
        reference: d.reference,
        people: d.people,
        base: money(d.baseCents, words),
        contributions: money(d.contributionCents, words),
      }),
    })),
  ];
}

function perPerson(plan: DsnPlanSummary, lang: PlanLanguage): ReadablePerson[] {
  const people = new Map<string, ReadablePerson>();
  const establishments: ReadablePerson = { heading: PLAN_VOCABULARIES[lang].establishments, rows: [] };
  for (const u of plan.updated) {
    const row = {
      resource: u.resource,
      id: u.id,
      changes: u.fields.flatMap((f) => readableChange(f, lang) ?? []),
    };
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

/** The plan as lines of text: the summary, then at most `shown` changed rows, then the warnings. */
export function readablePlanLines(plan: DsnPlanSummary, shown = 20, lang: PlanLanguage = 'en'): string[] {
  const words = PLAN_VOCABULARIES[lang];
  const readable = readablePlan(plan, lang);
  const width = Math.max(...readable.summary.map((s) => s.label.length)) + 1 + words.colon.length;
  const lines = [
    words.summary,
    ...readable.summary.map((s) => `  ${`${s.label}${words.colon}`.padEnd(width)} ${s.counts}`),
  ];
  if (readable.changes.length > 0) lines.push('', words.changes);
  for (const person of readable.changes.slice(0, shown)) {
    lines.push(`  ${person.heading}`);
    for (const row of person.rows) {
      lines.push(`    ${words.resourceWord[row.resource]} ${row.id}`);
      for (const c of row.changes) {
        // The label and the API's field name beside it, as the console shows them.
        lines.push(
          `      ${c.label} [${c.field}]${words.colon} ${c.before} → ${c.after}${c.replaces ? ` (${c.replaces})` : ''}`,
        );
      }
    }
  }
  if (readable.changes.length > shown) {
    lines.push(`  ${words.morePeople(readable.changes.length - shown)}`);
  }
  lines.push(...rowList(words.createdList, plan.created, shown, words));
  lines.push(...rowList(words.removedList, plan.removed, shown, words));
  if (readable.warnings.length > 0) lines.push('', words.warnings);
  for (const group of readable.warnings) {
    lines.push(`  ${group.kind}${words.colon} ${group.count}`);
    for (const w of group.shown) lines.push(`    ${w.path ? `${w.path}: ` : ''}${w.message}`);
    if (group.count > group.shown.length) lines.push(`    ${words.more(group.count - group.shown.length)}`);
  }
  if (readable.unlisted > 0) lines.push(`  ${words.moreWarnings(readable.unlisted)}`);
  return lines;
}

/** The rows created or removed, under their heading, as the console lists them: at most `shown`. */
function rowList(
  heading: string,
  rows: readonly { resource: ResourceType; id: string }[],
  shown: number,
  words: PlanVocabulary,
): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    heading,
    ...rows.slice(0, shown).map((r) => `  ${words.resourceWord[r.resource]} ${r.id}`),
  ];
  if (rows.length > shown) lines.push(`  ${words.more(rows.length - shown)}`);
  return lines;
}
