import type { Row } from './plan-rows.ts';
import { type Months, provenanceKey, type ResourceType, type StoreState } from './state.ts';

export type Removable = 'absence' | 'affiliation';

/**
 * The rows a plan has touched so far, over the store's: each value remembers the month that
 * declared it, and a month older than the one that set a value only fills it when it is missing.
 */
export class WorkingSet {
  readonly stored: Record<ResourceType, Map<string, Row>>;
  readonly working: Record<ResourceType, Map<string, Row>> = {
    establishment: new Map(),
    collaborator: new Map(),
    contract: new Map(),
    absence: new Map(),
    affiliation: new Map(),
  };
  readonly provenance: Map<string, Months>;
  readonly touched = new Set<string>();
  readonly removed = new Map<string, { resource: Removable; id: string }>();

  constructor(readonly state: StoreState) {
    this.stored = {
      establishment: new Map<string, Row>(state.establishments),
      collaborator: new Map<string, Row>(state.collaborators),
      contract: new Map<string, Row>(state.contracts),
      absence: new Map<string, Row>(state.absences),
      affiliation: new Map<string, Row>(state.affiliations),
    };
    this.provenance = new Map(state.provenance);
  }

  /** The row as the plan leaves it so far; undefined when absent or removed. */
  current(type: ResourceType, id: string): Row | undefined {
    if (this.removed.has(provenanceKey(type, id))) return undefined;
    return this.working[type].get(id) ?? this.stored[type].get(id);
  }

  /** Sets the row's columns from a declaration of `month`, by the rule of months. */
  merge(type: ResourceType, id: string, month: string, wanted: Row, created: () => Row): Row {
    const key = provenanceKey(type, id);
    this.removed.delete(key);
    const base = this.working[type].get(id) ?? this.stored[type].get(id);
    const row: Row = base ? { ...base } : created();
    const months: Months = { ...(this.provenance.get(key) ?? {}) };
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
    this.touched.add(key);
    // A row the declaration leaves as stored is not copied: the store's row stays the current one.
    if (
      base &&
      !this.working[type].has(id) &&
      sameRow(base, row) &&
      sameMonths(this.provenance.get(key), months)
    ) {
      return base;
    }
    this.working[type].set(id, row);
    const index = this.indexes.get(type);
    if (index && !base) this.index(index, id, row);
    this.provenance.set(key, months);
    return row;
  }

  /** Notes a stored row the declaration names and leaves as it is, so the plan counts it unchanged. */
  seen(type: ResourceType, id: string): void {
    this.touched.add(provenanceKey(type, id));
  }

  /** The newest month that declared any value of the row ('' when none). */
  newestMonth(type: ResourceType, id: string): string {
    const months = this.provenance.get(provenanceKey(type, id)) ?? {};
    return Object.values(months).reduce((a, b) => (a > b ? a : b), '');
  }

  /** Removes an absence or affiliation, unless a newer month declared it. */
  remove(resource: Removable, id: string, month: string): void {
    if (!this.current(resource, id) || this.newestMonth(resource, id) > month) return;
    this.removed.set(provenanceKey(resource, id), { resource, id });
  }

  /** The rows of one type that belong to a collaborator, as the plan leaves them. */
  *rowsOf(type: ResourceType, collaboratorId: string): Generator<[string, Row]> {
    for (const id of this.byCollaborator(type).get(collaboratorId) ?? []) {
      const row = this.current(type, id);
      if (row) yield [id, row];
    }
  }

  private readonly indexes = new Map<ResourceType, Map<string, Set<string>>>();

  /** Row ids per collaborator, built on first use from the store, then kept up to date by `merge`. */
  private byCollaborator(type: ResourceType): Map<string, Set<string>> {
    let index = this.indexes.get(type);
    if (!index) {
      index = new Map();
      for (const map of [this.stored[type], this.working[type]]) {
        for (const [id, row] of map) this.index(index, id, row);
      }
      this.indexes.set(type, index);
    }
    return index;
  }

  private index(index: Map<string, Set<string>>, id: string, row: Row): void {
    const collaboratorId = row.collaborator_id;
    if (typeof collaboratorId !== 'string') return;
    const ids = index.get(collaboratorId);
    if (ids) ids.add(id);
    else index.set(collaboratorId, new Set([id]));
  }
}

const sameRow = (a: Row, b: Row) => Object.keys(b).every((column) => a[column] === b[column]);

function sameMonths(a: Months | undefined, b: Months): boolean {
  const keys = Object.keys(b);
  return a !== undefined && keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}
