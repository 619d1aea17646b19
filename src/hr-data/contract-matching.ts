import type { Kysely } from 'kysely';
import type { Database, UpsertRow } from '../db/schema.ts';
import type { Problem } from './checks.ts';
import type { ContractInput } from './document.schema.ts';
import { type DeclaredMonths, declaredMonths, newestMonth } from './dsn-provenance.ts';
import type { KeptContracts } from './replace.ts';
import { contractRow } from './rows.ts';
import type { UpsertBatch } from './upsert.ts';

type ContractRow = UpsertRow<'contracts'>;
type StoredContract = Pick<
  ContractRow,
  'id' | 'collaborator_id' | 'start_date' | 'end_date' | 'nature_contrat'
>;

interface Pending {
  collaboratorId: string;
  contracts: ContractInput[];
  path: string;
}

/** Collaborators whose contracts are resolved together: one read of the store for all of them. */
const COLLABORATORS_PER_READ = 500;

/**
 * The document's contracts, matched with the contracts a DSN created before they are written
 * (docs/hr-data.md, "Contracts a DSN declared"): a contract the store does not hold by the
 * document's id is the DSN's contract of the same person with the same start date and nature
 * (else the only DSN contract of the person with that start date), which keeps its id. A contract
 * created open beside an open one of the same nature is a warning naming the other.
 */
export class ContractRecords {
  private pending: Pending[] = [];

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly org: string,
    /** `fresh`: a new organization, whose store holds nothing; `dsn`: a DSN was ever imported into it. */
    private readonly store: { fresh: boolean; dsn: boolean },
    private readonly batch: UpsertBatch<'contracts'>,
    private readonly kept: KeptContracts | undefined,
    private readonly warn: (warning: Problem) => void,
  ) {}

  /** `contracts`: the record's array, absent when it carries none; `path`: the record's JSON path. */
  async add(collaboratorId: string, contracts: ContractInput[] | undefined, path: string): Promise<void> {
    if (contracts === undefined || contracts.length === 0) {
      if (contracts !== undefined) await this.kept?.keep(collaboratorId, [], path);
      return;
    }
    this.pending.push({ collaboratorId, contracts, path });
    if (this.pending.length >= COLLABORATORS_PER_READ) await this.resolvePending();
  }

  /** Resolves what is waiting, and writes the contracts' batch. */
  async flush(): Promise<void> {
    await this.resolvePending();
    await this.batch.flush();
  }

  /** Resolves and hands to the contracts' batch what is waiting. */
  private async resolvePending(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    if (pending.length === 0) return;
    const stored = await this.storedContracts(pending);
    const months = this.store.dsn
      ? await declaredMonths(this.trx, this.org, 'contract', [...stored.ids])
      : new Map<string, DeclaredMonths>();
    for (const record of pending) {
      await this.resolve(record, stored.ids, stored.byCollaborator.get(record.collaboratorId) ?? [], months);
    }
  }

  /** The stored contracts of the pending collaborators, and those holding a pending contract's id. */
  private async storedContracts(
    pending: Pending[],
  ): Promise<{ ids: Set<string>; byCollaborator: Map<string, StoredContract[]> }> {
    const byCollaborator = new Map<string, StoredContract[]>();
    const ids = new Set<string>();
    if (this.store.fresh) return { ids, byCollaborator };
    const rows = await this.trx
      .selectFrom('contracts')
      .select(['id', 'collaborator_id', 'start_date', 'end_date', 'nature_contrat'])
      .where('organization_id', '=', this.org)
      .where((eb) =>
        eb.or([
          eb(
            'collaborator_id',
            'in',
            pending.map((p) => p.collaboratorId),
          ),
          eb(
            'id',
            'in',
            pending.flatMap((p) => p.contracts.map((c) => c.contractId)),
          ),
        ]),
      )
      .execute();
    for (const row of rows) {
      ids.add(row.id);
      const list = byCollaborator.get(row.collaborator_id);
      if (list) list.push(row);
      else byCollaborator.set(row.collaborator_id, [row]);
    }
    return { ids, byCollaborator };
  }

  /** `storedIds`: every stored contract of the read (a document may move a contract to another person). */
  private async resolve(
    record: Pending,
    storedIds: Set<string>,
    stored: StoredContract[],
    months: Map<string, DeclaredMonths>,
  ): Promise<void> {
    const documentIds = new Set(record.contracts.map((c) => c.contractId));
    // A DSN's contract the document does not name by its id may be one of the document's.
    const unclaimed = stored.filter((c) => months.has(c.id) && !documentIds.has(c.id));
    const written: ContractRow[] = [];
    for (const [i, contract] of record.contracts.entries()) {
      const row = contractRow(this.org, record.collaboratorId, contract);
      const path = `${record.path}.contracts[${i}]`;
      if (!storedIds.has(row.id)) {
        const match = dsnContract(row, unclaimed);
        if (match) {
          unclaimed.splice(unclaimed.indexOf(match), 1);
          row.id = match.id;
        } else {
          // With --replace, what stays beside the document's contracts is what a DSN declared.
          const staying = this.kept ? unclaimed : stored.filter((c) => !documentIds.has(c.id));
          this.warnSecondOpen(row, [...staying, ...written], months, `${path}.startDate`);
        }
      }
      written.push(row);
      await this.batch.add(row, path);
    }
    await this.kept?.keep(
      record.collaboratorId,
      written.map((row) => row.id),
      record.path,
    );
  }

  /** A contract created open beside an open one of the same nature: one contract told twice? */
  private warnSecondOpen(
    row: ContractRow,
    others: StoredContract[],
    months: Map<string, DeclaredMonths>,
    path: string,
  ): void {
    if (row.end_date !== null) return;
    for (const other of others) {
      if (other.id === row.id || other.end_date !== null || other.nature_contrat !== row.nature_contrat) {
        continue;
      }
      const declared = months.get(other.id);
      const source = declared
        ? `declared by the DSN of ${newestMonth(declared)}`
        : 'loaded by a JSON import or the API';
      this.warn({
        path,
        message: `a second open ${row.nature_contrat} contract for the collaborator: contract ${other.id} (from ${other.start_date}, ${source}) is open too; if they are one contract, give it the same start date or end the other`,
      });
    }
  }
}

/** The DSN's contract a document's contract is: same start and nature, else the only one with that start. */
function dsnContract(row: ContractRow, candidates: StoredContract[]): StoredContract | undefined {
  const sameStart = candidates.filter((c) => c.start_date === row.start_date);
  const sameNature = sameStart.filter((c) => c.nature_contrat === row.nature_contrat);
  if (sameNature.length === 1) return sameNature[0];
  return sameStart.length === 1 ? sameStart[0] : undefined;
}
