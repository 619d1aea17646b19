import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Database,
  DsnDependantMonthTable,
  DsnDependantTable,
  DsnPortabilityTable,
} from '../db/schema.ts';
import type { DsnDeclaration } from './model.ts';
import type { DsnDependant, DsnDependantCounts } from './model-dependants.ts';
import {
  type DependantCounts,
  dependantCounts,
  type OpenedPortability,
  openedPortability,
} from './plan-dependant-counts.ts';
import type { ProblemList } from './problems.ts';

type Pair = Pick<DsnDependantMonthTable, 'collaborator_id' | 'contract_id' | 'month'>;

/** What earlier imports stored: every month's dependants (to follow a person), the months and portabilities of this import's months. */
export interface StoredDependants {
  months: Map<string, DsnDependantMonthTable>;
  dependants: DsnDependantTable[];
  portabilities: Map<string, DsnPortabilityTable>;
}

export interface DependantSummary {
  /** Months of a person and contract written, with the dependants they declare. */
  written: number;
  dependants: number;
  removed: number;
  /** Declarations that said something else of a month already declared: kept, each a warning. */
  kept: number;
  portabilities: number;
  /** The dependants in words' counts, and each portability opened: absent from plans made before. */
  counts?: DependantCounts;
  opened?: OpenedPortability[];
}

export interface DependantPlan {
  months: DsnDependantMonthTable[];
  /** Per month written, its dependants whole (the month's earlier ones are replaced). */
  dependants: DsnDependantTable[];
  removedMonths: Pair[];
  portabilities: DsnPortabilityTable[];
  removedPortabilities: string[];
  /** Affiliations whose portability no earlier import told: `affiliation.portability_opened`. */
  opened: { affiliationId: string; collaboratorId: string }[];
  summary: DependantSummary;
}

const pairKey = (p: Pair) => `${p.month}\u0000${p.contract_id}\u0000${p.collaborator_id}`;
const samePerson = (p: Pick<DsnDependantTable, 'collaborator_id' | 'contract_id'>) =>
  `${p.contract_id}\u0000${p.collaborator_id}`;

export async function loadDependants(
  db: Kysely<Database>,
  organizationId: string,
  months: readonly string[],
): Promise<StoredDependants> {
  const stored: StoredDependants = { months: new Map(), dependants: [], portabilities: new Map() };
  if (months.length === 0) return stored;
  const org = (table: 'dsn_dependant_months' | 'dsn_portabilities') =>
    db.selectFrom(table).selectAll().where('organization_id', '=', organizationId);
  for (const row of await org('dsn_dependant_months')
    .where('month', 'in', [...new Set(months)])
    .execute()) {
    stored.months.set(pairKey(row), row);
  }
  for (const row of await org('dsn_portabilities').execute())
    stored.portabilities.set(row.affiliation_id, row);
  stored.dependants = await db
    .selectFrom('dsn_dependants')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
  return stored;
}

/** Names and birth date, for a dependant declared without a NIR. */
const namesKey = (d: { lastName: string | null; firstName: string | null; birthDate: string }) =>
  `${(d.lastName ?? '').toLowerCase()}|${(d.firstName ?? '').toLowerCase()}|${d.birthDate}`;
const digest = (parts: readonly string[]) =>
  `dep_${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24)}`;

/** The first month's day before `month`'s first: where a cover a later month no longer carries ended. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
}

/**
 * Plans the dependants' counts and the dependants of each affiliation, per person, complementary
 * contract and month declared, as contributions are: a month's values are written by its first
 * declaration, and changed later only by a replacement (type 03, 05), which also removes those it
 * no longer carries. A dependant keeps its key from month to month: the one of the stored
 * dependant of the same affiliation with its NIR, else with its names and birth date; never the
 * file's position. Portabilities follow the same rule per affiliation.
 */
export class DependantPlanner {
  private readonly working = new Map<
    string,
    { month: DsnDependantMonthTable; dependants: DsnDependantTable[] }
  >();
  private readonly removed = new Map<string, Pair>();
  private declared = new Map<
    string,
    { pair: Pair; counts: DsnDependantCounts; dependants: DsnDependant[]; line: number }
  >();
  private readonly portabilities = new Map<string, DsnPortabilityTable>();
  private declaredPortabilities = new Map<string, DsnPortabilityTable>();
  /** The complementary contract's reference of each portability's affiliation, for the plan's words. */
  private readonly references = new Map<string, string>();
  private readonly removedPortabilities = new Set<string>();
  private kept = 0;
  /** Stored dependants of each person and contract, to find the same person by NIR or names. */
  private readonly known = new Map<string, DsnDependantTable[]>();
  /** Stored dependants by person, contract and month: a re-import looks each month up once. */
  private readonly storedByMonth = new Map<string, DsnDependantTable[]>();

  constructor(
    private readonly organizationId: string,
    private readonly stored: StoredDependants,
    private readonly now: string,
  ) {
    for (const d of stored.dependants) {
      const list = this.known.get(samePerson(d)) ?? [];
      list.push(d);
      this.known.set(samePerson(d), list);
      const inMonth = this.storedByMonth.get(pairKey(d)) ?? [];
      inMonth.push(d);
      this.storedByMonth.set(pairKey(d), inMonth);
    }
  }

  /** One affiliation of the current (monthly) declaration, its complementary contract resolved. */
  affiliation(
    pair: Pair,
    counts: DsnDependantCounts,
    dependants: readonly DsnDependant[],
    line: number,
  ): void {
    const k = pairKey(pair);
    const entry = this.declared.get(k);
    // Two periods of one contract in a month: their dependants together, the last counts.
    if (entry) {
      entry.dependants.push(...dependants);
      entry.counts = counts;
    } else this.declared.set(k, { pair, counts, dependants: [...dependants], line });
  }

  /** A leaver's maintained cover on an affiliation of the current declaration. */
  portability(row: Omit<DsnPortabilityTable, 'organization_id'>, reference: string): void {
    this.references.set(row.affiliation_id, reference);
    this.declaredPortabilities.set(row.affiliation_id, { organization_id: this.organizationId, ...row });
  }

  endDeclaration(declaration: DsnDeclaration, notes: ProblemList): void {
    const declared = this.declared;
    const portabilities = this.declaredPortabilities;
    this.declared = new Map();
    this.declaredPortabilities = new Map();
    if (declaration.nature !== '01') return;
    const replacing = declaration.type === '03' || declaration.type === '05';
    if (replacing) this.removeNotCarried(declaration.month, declared, portabilities);
    for (const [k, entry] of declared) {
      const planned = this.planned(entry.pair, entry.counts, entry.dependants, declaration.type);
      const before = this.current(k);
      if (before && sameMonth(before, planned)) continue;
      if (before && !replacing) {
        this.kept++;
        notes.warn(
          entry.line,
          'S21.G00.73.003',
          `dependants kept as declared before: month ${declaration.month} is declared already for this person and contract, and only a replacement declaration (S20.G00.05.002 type 03 or 05) changes them`,
        );
        continue;
      }
      this.working.set(k, planned);
      this.removed.delete(k);
      for (const d of planned.dependants) this.remember(d);
    }
    for (const [id, row] of portabilities) {
      const before =
        this.portabilities.get(id) ??
        (this.removedPortabilities.has(id) ? undefined : this.stored.portabilities.get(id));
      if (before && before.month > row.month) continue;
      if (before && before.month === row.month && !replacing) continue;
      this.portabilities.set(id, row);
      this.removedPortabilities.delete(id);
    }
  }

  private current(k: string) {
    const working = this.working.get(k);
    if (working) return working;
    if (this.removed.has(k)) return undefined;
    const month = this.stored.months.get(k);
    if (!month) return undefined;
    return { month, dependants: this.storedByMonth.get(k) ?? [] };
  }

  private remember(d: DsnDependantTable): void {
    const list = this.known.get(samePerson(d)) ?? [];
    list.push(d);
    this.known.set(samePerson(d), list);
  }

  private removeNotCarried(
    month: string,
    declared: ReadonlyMap<string, unknown>,
    portabilities: ReadonlyMap<string, unknown>,
  ): void {
    const inMonth = [...this.stored.months.values(), ...[...this.working.values()].map((w) => w.month)];
    for (const row of inMonth) {
      const k = pairKey(row);
      if (row.month !== month || declared.has(k) || this.current(k) === undefined) continue;
      this.working.delete(k);
      if (this.stored.months.has(k)) this.removed.set(k, row);
    }
    for (const [id, row] of [...this.stored.portabilities, ...this.portabilities]) {
      if (row.month !== month || portabilities.has(id)) continue;
      this.portabilities.delete(id);
      if (this.stored.portabilities.has(id)) this.removedPortabilities.add(id);
    }
  }

  /** The month's row and dependants, each under the key that follows the same person. */
  private planned(pair: Pair, counts: DsnDependantCounts, declared: readonly DsnDependant[], type: string) {
    const known = this.known.get(samePerson(pair)) ?? [];
    const taken = new Set<string>();
    const dependants = declared.map((d): DsnDependantTable => {
      const match =
        (d.nir !== null
          ? known.find((k) => k.social_security_number === d.nir && !taken.has(k.dependant_key))
          : undefined) ??
        known.find(
          (k) =>
            !taken.has(k.dependant_key) &&
            namesKey({ lastName: k.last_name, firstName: k.first_name, birthDate: k.birth_date }) ===
              namesKey(d),
        );
      let key =
        match?.dependant_key ??
        digest([this.organizationId, pair.collaborator_id, pair.contract_id, d.nir ?? namesKey(d)]);
      if (taken.has(key)) key = digest([key, String(d.line)]);
      taken.add(key);
      return {
        organization_id: this.organizationId,
        ...pair,
        dependant_key: key,
        type: d.type,
        first_name: d.firstName,
        last_name: d.lastName,
        birth_date: d.birthDate,
        social_security_number: d.nir,
        option_code: d.option,
        start_date: d.startDate,
        end_date: d.endDate,
      };
    });
    const month: DsnDependantMonthTable = {
      organization_id: this.organizationId,
      ...pair,
      children: counts.children,
      adults: counts.adults,
      covered: counts.covered,
      others: counts.others,
      covered_children: counts.coveredChildren,
      declaration_type: type,
      imported_at: this.now,
    };
    return { month, dependants };
  }

  finish(): DependantPlan {
    const written = [...this.working.values()];
    const portabilities = [...this.portabilities.values()].filter((p) => {
      const before = this.stored.portabilities.get(p.affiliation_id);
      return (
        !before ||
        before.start_date !== p.start_date ||
        before.end_date !== p.end_date ||
        before.month !== p.month
      );
    });
    const opened = portabilities.filter((p) => !this.stored.portabilities.has(p.affiliation_id));
    const dependants = written.flatMap((w) => w.dependants);
    return {
      months: written.map((w) => w.month),
      dependants,
      removedMonths: [...this.removed.values()],
      portabilities,
      removedPortabilities: [...this.removedPortabilities],
      opened: opened.map((p) => ({ affiliationId: p.affiliation_id, collaboratorId: p.collaborator_id })),
      summary: {
        written: written.length,
        dependants: written.reduce((n, w) => n + w.dependants.length, 0),
        removed: this.removed.size,
        kept: this.kept,
        portabilities: portabilities.length,
        counts: dependantCounts(dependants, this.stored.dependants),
        opened: opened.map((p) => openedPortability(p, this.references.get(p.affiliation_id))),
      },
    };
  }
}

/** The same month said again: equal counts and dependants (the import time aside). */
function sameMonth(
  a: { month: DsnDependantMonthTable; dependants: readonly DsnDependantTable[] },
  b: { month: DsnDependantMonthTable; dependants: readonly DsnDependantTable[] },
): boolean {
  const values = (w: typeof a) =>
    JSON.stringify([
      [w.month.children, w.month.adults, w.month.covered, w.month.others, w.month.covered_children],
      w.dependants
        .map((d) => [
          d.dependant_key,
          d.type,
          d.first_name,
          d.last_name,
          d.birth_date,
          d.social_security_number,
          d.option_code,
          d.start_date,
          d.end_date,
        ])
        .sort(),
    ]);
  return values(a) === values(b);
}
