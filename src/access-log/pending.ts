import { ACCESS_CATEGORIES } from '../auth/access-categories.ts';
import type { AccessMonth } from './access-log.queries.ts';

const SEPARATOR = '\u0000';

/** Whose data one response carried, as the handler noted it (the same object for every hit of a cached response). */
export interface ResponseAccess {
  readonly collaboratorIds: readonly string[];
}

/** Answers of one access object within a group: spread over its collaborators when taken. */
interface Tally {
  access: ResponseAccess;
  indexes: readonly number[];
  days: number;
  answers: number;
}

interface Group {
  organizationId: string;
  keyId: string;
  month: string;
  rows: Map<string, AccessMonth>;
  tallies: Map<ResponseAccess, Tally>;
}

/**
 * The rows of the access log waiting in memory, grouped by organization, key and month. A response
 * is tallied by its access object: a cached response served again hands the same object, so a hit
 * costs one look-up and an addition, whatever the number of collaborators it shows; tallies are
 * spread over each collaborator's row when the rows are taken for writing. `size` counts the rows
 * a take may produce (at most), so the cap holds: an answer that would pass it is added row by row,
 * and the collaborators beyond the cap are dropped.
 */
export class PendingMonths {
  private groups = new Map<string, Group>();
  private count = 0;

  constructor(private readonly max: number) {}

  get size(): number {
    return this.count;
  }

  /**
   * Adds the day's bit and one answer to the row of each collaborator of `access`, in the
   * categories of `indexes`. Returns how many collaborators were dropped because of the cap.
   */
  add(
    organizationId: string,
    keyId: string,
    month: string,
    access: ResponseAccess,
    indexes: () => readonly number[],
    bit: number,
  ): number {
    const group = this.groupOf(organizationId, keyId, month);
    const tally = group.tallies.get(access);
    if (tally !== undefined) {
      tally.days |= bit;
      tally.answers++;
      return 0;
    }
    if (this.count + access.collaboratorIds.length <= this.max) {
      group.tallies.set(access, { access, indexes: indexes(), days: bit, answers: 1 });
      this.count += access.collaboratorIds.length;
      return 0;
    }
    const categories = indexes();
    let dropped = 0;
    for (const collaboratorId of access.collaboratorIds) {
      const row = this.rowOf(group, collaboratorId);
      if (row === undefined) dropped++;
      else addTo(row, categories, bit, 1);
    }
    return dropped;
  }

  /** Puts back a row of a failed write, merged with what came since; false if dropped. */
  merge(row: AccessMonth): boolean {
    const since = this.rowOf(this.groupOf(row.organizationId, row.keyId, row.month), row.collaboratorId);
    if (since === undefined) return false;
    for (let i = 0; i < ACCESS_CATEGORIES.length; i++) {
      since.days[i] = (since.days[i] ?? 0) | (row.days[i] ?? 0);
      since.reads[i] = (since.reads[i] ?? 0) + (row.reads[i] ?? 0);
    }
    return true;
  }

  /**
   * Every waiting row, and an empty set from then on. The tallies are not spread here: the rows
   * come out of the taken set a slice at a time (`TakenMonths.slices`), so one answer that showed
   * 100,000 collaborators (a snapshot) never becomes 100,000 row objects at once.
   */
  take(): TakenMonths {
    const taken = new TakenMonths([...this.groups.values()]);
    this.groups = new Map();
    this.count = 0;
    return taken;
  }

  /** The collaborator's row in the group, made if the cap allows; undefined if it does not. */
  private rowOf(group: Group, collaboratorId: string): AccessMonth | undefined {
    if (!group.rows.has(collaboratorId)) {
      if (this.count >= this.max) return undefined;
      this.count++;
    }
    return rowIn(group.rows, group, collaboratorId);
  }

  private groupOf(organizationId: string, keyId: string, month: string): Group {
    const id = `${organizationId}${SEPARATOR}${keyId}${SEPARATOR}${month}`;
    let group = this.groups.get(id);
    if (group === undefined) {
      group = { organizationId, keyId, month, rows: new Map(), tallies: new Map() };
      this.groups.set(id, group);
    }
    return group;
  }
}

/** The rows taken from `PendingMonths` for one write. */
export class TakenMonths {
  constructor(private readonly groups: readonly Group[]) {}

  /**
   * The rows, in slices of at most `size` where a collaborator appears once per key and month (so
   * a slice is one upsert's worth). A collaborator of several tallies may appear in several
   * slices: the store's upsert adds them up, as it does across writes.
   */
  *slices(size: number): Generator<AccessMonth[]> {
    for (const group of this.groups) {
      const written = [...group.rows.values()];
      for (let start = 0; start < written.length; start += size) yield written.slice(start, start + size);
      let slice = new Map<string, AccessMonth>();
      for (const tally of group.tallies.values()) {
        for (const collaboratorId of tally.access.collaboratorIds) {
          addTo(rowIn(slice, group, collaboratorId), tally.indexes, tally.days, tally.answers);
          if (slice.size >= size) {
            yield [...slice.values()];
            slice = new Map();
          }
        }
      }
      if (slice.size > 0) yield [...slice.values()];
    }
  }
}

/** The collaborator's row in `rows`, made empty if missing (the caller has counted it). */
function rowIn(
  rows: Map<string, AccessMonth>,
  group: Pick<Group, 'organizationId' | 'keyId' | 'month'>,
  collaboratorId: string,
): AccessMonth {
  let row = rows.get(collaboratorId);
  if (row === undefined) {
    const { organizationId, keyId, month } = group;
    row = { organizationId, collaboratorId, keyId, month, days: emptyCounts(), reads: emptyCounts() };
    rows.set(collaboratorId, row);
  }
  return row;
}

function addTo(row: AccessMonth, indexes: readonly number[], days: number, answers: number): void {
  for (const i of indexes) {
    row.days[i] = (row.days[i] ?? 0) | days;
    row.reads[i] = (row.reads[i] ?? 0) + answers;
  }
}

function emptyCounts(): number[] {
  return new Array<number>(ACCESS_CATEGORIES.length).fill(0);
}
