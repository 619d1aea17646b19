import type { ArraySection } from './document.schema.ts';
import { IdIndex } from './id-index.ts';

export type ReferencedTable = 'establishments' | 'teams' | 'collaborators';
const TABLES: readonly ReferencedTable[] = ['establishments', 'teams', 'collaborators'];

/** Numbers per reference: table, entry of its id, section, index in the section, path suffix. */
const FIELDS = 5;

/**
 * The references a document's reading could not resolve yet (forward ones, ones to stored rows):
 * some 90,000 for 100,000 collaborators, whose managers come after them. Kept as numbers, like
 * the ids (see IdIndex): each distinct id once, and the path rebuilt only for a problem to say.
 */
export class PendingReferences {
  private readonly ids: Record<ReferencedTable, IdIndex> = {
    establishments: new IdIndex(),
    teams: new IdIndex(),
    collaborators: new IdIndex(),
  };
  // Room for a few at first, doubled as needed: a single-record write holds one or two.
  private rows = new Uint32Array(FIELDS * 4);
  private count = 0;
  private readonly sections = new Codes<ArraySection>();
  private readonly suffixes = new Codes<string>();

  get size(): number {
    return this.count;
  }

  /** The reference at `${section}[${index}]${suffix}` names `id` of `table`. */
  add(table: ReferencedTable, id: string, section: ArraySection, index: number, suffix: string): void {
    if ((this.count + 1) * FIELDS > this.rows.length) {
      const rows = new Uint32Array(this.rows.length * 2);
      rows.set(this.rows);
      this.rows = rows;
    }
    const at = this.count++ * FIELDS;
    this.rows[at] = TABLES.indexOf(table);
    this.rows[at + 1] = this.ids[table].set(id, 0);
    this.rows[at + 2] = this.sections.of(section);
    this.rows[at + 3] = index;
    this.rows[at + 4] = this.suffixes.of(suffix);
  }

  /** The distinct ids of each table that `known` does not hold. */
  missing(known: (table: ReferencedTable, id: string) => boolean): Record<ReferencedTable, string[]> {
    const missing: Record<ReferencedTable, string[]> = { establishments: [], teams: [], collaborators: [] };
    for (const table of TABLES) {
      const ids = this.ids[table];
      for (let entry = 0; entry < ids.size; entry++) {
        const id = ids.keyOf(entry);
        if (!known(table, id)) missing[table].push(id);
      }
    }
    return missing;
  }

  /** Each reference, in the order added, whose id `resolved` does not hold: its table, id and path. */
  *unresolved(
    resolved: (table: ReferencedTable, id: string) => boolean,
  ): Generator<{ table: ReferencedTable; id: string; path: string }> {
    const verdicts = TABLES.map((table) => {
      const ids = this.ids[table];
      const ok = new Uint8Array(ids.size);
      for (let entry = 0; entry < ids.size; entry++) ok[entry] = resolved(table, ids.keyOf(entry)) ? 1 : 0;
      return ok;
    });
    for (let at = 0; at < this.count * FIELDS; at += FIELDS) {
      const t = this.rows[at] ?? 0;
      const entry = this.rows[at + 1] ?? 0;
      const table = TABLES[t];
      if (verdicts[t]?.[entry] === 1 || table === undefined) continue;
      const section = this.sections.value(this.rows[at + 2] ?? 0);
      const path = `${section}[${this.rows[at + 3]}]${this.suffixes.value(this.rows[at + 4] ?? 0)}`;
      yield { table, id: this.ids[table].keyOf(entry), path };
    }
  }
}

/** A number for each distinct value (a section name, a path suffix): there are few of them. */
class Codes<T> {
  private readonly values: T[] = [];
  private readonly codes = new Map<T, number>();

  of(value: T): number {
    let found = this.codes.get(value);
    if (found === undefined) {
      found = this.values.push(value) - 1;
      this.codes.set(value, found);
    }
    return found;
  }

  value(code: number): T | undefined {
    return this.values[code];
  }
}
