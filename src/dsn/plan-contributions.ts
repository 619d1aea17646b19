import type { Kysely } from 'kysely';
import type { Database, DsnContributionTable } from '../db/schema.ts';
import type { DsnDeclaration, DsnEstablishment } from './model.ts';
import type { DsnContributionBase } from './model-contributions.ts';
import type { ProblemList } from './problems.ts';
import type { StoreState } from './state.ts';

/** A base as stored (`dsn_contributions.bases`): amounts in cents, as the file declared them. */
export interface StoredBase {
  startDate: string | null;
  endDate: string | null;
  amount: number;
  components: { type: string; amount: number }[];
  contributions: {
    code: string;
    organism: string | null;
    base: number | null;
    amount: number;
    rate: string | null;
  }[];
}

export type ContributionRow = DsnContributionTable;
type Key = Pick<ContributionRow, 'collaborator_id' | 'contract_id' | 'month'>;

/** What the plan says of contributions: counts against the store, and per month and contract what was declared. */
export interface ContributionSummary {
  created: number;
  replaced: number;
  unchanged: number;
  removed: number;
  /** Declarations that said something else of a month already declared: kept, each a warning. */
  kept: number;
  declared: {
    month: string;
    contractId: string;
    reference: string;
    people: number;
    baseCents: number;
    contributionCents: number;
  }[];
}

export interface ContributionPlan {
  rows: ContributionRow[];
  removed: Key[];
  summary: ContributionSummary;
}

const keyOf = (k: Key) => `${k.month}\u0000${k.contract_id}\u0000${k.collaborator_id}`;

/** What earlier imports stored for the months of this one. */
export async function loadContributions(
  db: Kysely<Database>,
  organizationId: string,
  months: readonly string[],
): Promise<Map<string, ContributionRow>> {
  const stored = new Map<string, ContributionRow>();
  if (months.length === 0) return stored;
  const rows = await db
    .selectFrom('dsn_contributions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('month', 'in', [...new Set(months)])
    .execute();
  for (const row of rows) stored.set(keyOf(row), row);
  return stored;
}

const storedBase = (b: DsnContributionBase): StoredBase => ({
  startDate: b.startDate,
  endDate: b.endDate,
  amount: b.amountCents,
  components: b.components.map((c) => ({ type: c.type, amount: c.amountCents })),
  contributions: b.contributions.map((c) => ({
    code: c.code,
    organism: c.organism,
    base: c.baseCents,
    amount: c.amountCents,
    rate: c.rate,
  })),
});

/**
 * Plans the contributions of the declarations, per person, complementary contract and month
 * declared. A month's contributions are written by its first declaration; a later one of the
 * same month replaces them only when it is a replacement (type 03, 05), which also removes those
 * it no longer carries, as for absences and affiliations. Another declaration that says
 * something else of a stored month is a warning, and the stored values stay.
 */
export class ContributionPlanner {
  private readonly working = new Map<string, ContributionRow>();
  private readonly removed = new Map<string, Key>();
  private declared = new Map<string, { key: Key; bases: DsnContributionBase[] }>();
  private kept = 0;

  constructor(
    private readonly state: Pick<StoreState, 'organizationId' | 'complementaryContracts'>,
    private readonly stored: ReadonlyMap<string, ContributionRow>,
    private readonly now: string,
  ) {}

  private current(key: string): ContributionRow | undefined {
    return this.working.get(key) ?? (this.removed.has(key) ? undefined : this.stored.get(key));
  }

  /** Collects the bases of one individual of the current (monthly) declaration. */
  individual(
    bases: readonly DsnContributionBase[],
    collaboratorId: string,
    establishment: DsnEstablishment,
    month: string,
    notes: ProblemList,
  ): void {
    for (const base of bases) {
      const contractId = this.contractOf(base, establishment, notes);
      if (contractId === null) continue;
      const key = { collaborator_id: collaboratorId, contract_id: contractId, month };
      const k = keyOf(key);
      const entry = this.declared.get(k);
      if (entry) entry.bases.push(base);
      else this.declared.set(k, { key, bases: [base] });
    }
  }

  /** The fiche's complementary contract a base is for, through its establishment's adhesion; else a problem. */
  private contractOf(base: DsnContributionBase, establishment: DsnEstablishment, notes: ProblemList) {
    const adhesion = establishment.adhesions.get(base.adhesion);
    if (!adhesion) {
      notes.error(
        base.line,
        'S21.G00.78.005',
        `contribution refused: its affiliation names adhesion '${base.adhesion}', which is no S21.G00.15 of the establishment (SIRET ${establishment.siret}): the contract is not an adhesion of the establishment`,
      );
      return null;
    }
    const contract = this.state.complementaryContracts.find(
      (k) => k.organismeCode === adhesion.organism && k.reference === adhesion.reference,
    );
    if (!contract) {
      notes.warn(
        base.line,
        'S21.G00.78.005',
        `contribution skipped: organism ${adhesion.organism}, contract reference ${adhesion.reference} is not a complementary contract of a fiche de paramétrage imported here; import the fiche, then this DSN again`,
      );
      return null;
    }
    return contract.id;
  }

  /** Ends a declaration: what it declared is weighed against what its month holds. */
  endDeclaration(declaration: DsnDeclaration, notes: ProblemList): void {
    const declared = this.declared;
    this.declared = new Map();
    if (declaration.nature !== '01') return;
    const replacing = declaration.type === '03' || declaration.type === '05';
    if (replacing) this.removeNotCarried(declaration.month, declared);
    for (const [k, { key, bases }] of declared) {
      const row = this.row(key, bases, declaration.type);
      const before = this.current(k);
      if (before && before.bases === row.bases) continue;
      if (before && !replacing) {
        this.kept++;
        notes.warn(
          bases[0]?.line ?? 0,
          'S21.G00.78.004',
          `contribution kept as declared before: month ${declaration.month} is declared already for this person and contract, and only a replacement declaration (S20.G00.05.002 type 03 or 05) changes it`,
        );
        continue;
      }
      this.working.set(k, row);
      this.removed.delete(k);
    }
  }

  /** A replacement removes the month's contributions it no longer carries. */
  private removeNotCarried(month: string, declared: ReadonlyMap<string, unknown>): void {
    const inMonth = [...this.stored.values(), ...this.working.values()].filter((r) => r.month === month);
    for (const row of inMonth) {
      const k = keyOf(row);
      if (declared.has(k) || this.current(k) === undefined) continue;
      this.working.delete(k);
      if (this.stored.has(k)) this.removed.set(k, row);
    }
  }

  private row(key: Key, bases: readonly DsnContributionBase[], type: string): ContributionRow {
    const stored = bases.map(storedBase);
    return {
      organization_id: this.state.organizationId,
      ...key,
      base_cents: stored.reduce((sum, b) => sum + b.amount, 0),
      contribution_cents: stored.reduce(
        (sum, b) => sum + b.contributions.reduce((s, c) => s + c.amount, 0),
        0,
      ),
      bases: JSON.stringify(stored),
      declaration_type: type,
      imported_at: this.now,
    };
  }

  finish(): ContributionPlan {
    const rows = [...this.working.values()];
    let created = 0;
    let replaced = 0;
    for (const row of rows) {
      if (this.stored.has(keyOf(row))) replaced++;
      else created++;
    }
    const declared = new Map<string, ContributionSummary['declared'][number]>();
    for (const row of rows) {
      const at = `${row.month}\u0000${row.contract_id}`;
      const entry = declared.get(at) ?? {
        month: row.month,
        contractId: row.contract_id,
        reference: this.state.complementaryContracts.find((c) => c.id === row.contract_id)?.reference ?? '',
        people: 0,
        baseCents: 0,
        contributionCents: 0,
      };
      entry.people++;
      entry.baseCents += Number(row.base_cents);
      entry.contributionCents += Number(row.contribution_cents);
      declared.set(at, entry);
    }
    const removed = [...this.removed.values()];
    return {
      rows,
      removed,
      summary: {
        created,
        replaced,
        removed: removed.length,
        unchanged: this.stored.size - replaced - removed.length,
        kept: this.kept,
        declared: [...declared.values()].sort((a, b) =>
          a.month === b.month ? a.reference.localeCompare(b.reference) : a.month < b.month ? -1 : 1,
        ),
      },
    };
  }
}
