/**
 * A map from id strings to small non-negative integers, held outside the JavaScript heap.
 *
 * An import remembers every id of the document until it is written (duplicates, references,
 * `--replace`): about 450,000 ids for 100,000 collaborators. As a `Map<string, number>` they
 * fill the live heap, and the garbage collector lets the heap grow to several times its live
 * size before collecting: the import's memory followed (see docs/performance.md, "Memory of
 * `hrapi import` at 100,000 collaborators"). Here the ids' characters sit
 * in one growing typed array and the table is open addressing over another, so the heap only
 * holds a few objects, whatever the document's size. Lookups compare the characters: exact.
 */
const NONE_32 = new Int32Array(0);
const NONE_U32 = new Uint32Array(0);
const NONE_U16 = new Uint16Array(0);

export class IdIndex {
  /** Open addressing: per slot, the entry number + 1 (0 = empty). */
  // None until the first id: a single-record write validates a document of one record with nine
  // of these, most never given an id, and allocating typed arrays was a share of its validation.
  private slots: Int32Array = NONE_32;
  private mask: number;
  /** Per entry, in order of addition: where its characters start, how many, its value. */
  private entries: Uint32Array = NONE_U32;
  private chars: Uint16Array = NONE_U16;
  private used = 0;
  private count = 0;

  constructor(capacity = 8) {
    let slots = 16;
    while (slots < capacity * 2) slots <<= 1;
    this.mask = slots - 1;
  }

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    return this.entryOf(id) >= 0;
  }

  get(id: string): number | undefined {
    const entry = this.entryOf(id);
    return entry < 0 ? undefined : this.entries[entry * 3 + 2];
  }

  /** Sets the value of `id` (a 32-bit unsigned integer), adding the id when new; returns its entry. */
  set(id: string, value: number): number {
    if (this.slots === NONE_32) this.slots = new Int32Array(this.mask + 1);
    let slot = this.find(id);
    let entry = (this.slots[slot] ?? 0) - 1;
    if (entry < 0) {
      if ((this.count + 1) * 2 > this.mask + 1) {
        this.grow();
        slot = this.find(id);
      }
      entry = this.append(id);
      this.slots[slot] = entry + 1;
    }
    this.entries[entry * 3 + 2] = value;
    return entry;
  }

  /** The entry number of `id` (0, 1, … in order of addition, never moved), or -1. */
  entryOf(id: string): number {
    if (this.count === 0) return -1;
    return (this.slots[this.find(id)] ?? 0) - 1;
  }

  /** The id of an entry number. */
  keyOf(entry: number): string {
    const start = this.entries[entry * 3] ?? 0;
    const end = start + (this.entries[entry * 3 + 1] ?? 0);
    let key = '';
    // In pieces: an id is not bounded before it is checked, and a call's arguments are.
    for (let i = start; i < end; i += 4096) {
      key += String.fromCharCode(...this.chars.subarray(i, Math.min(i + 4096, end)));
    }
    return key;
  }

  /** The slot holding `id`, or the empty slot where it would go. */
  private find(id: string): number {
    let slot = hash(id) & this.mask;
    for (;;) {
      const entry = (this.slots[slot] ?? 0) - 1;
      if (entry < 0 || this.equals(entry, id)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  private equals(entry: number, id: string): boolean {
    if (this.entries[entry * 3 + 1] !== id.length) return false;
    const start = this.entries[entry * 3] ?? 0;
    for (let i = 0; i < id.length; i++) {
      if (this.chars[start + i] !== id.charCodeAt(i)) return false;
    }
    return true;
  }

  private append(id: string): number {
    if (this.used + id.length > this.chars.length) {
      this.chars = grown(this.chars, this.used + id.length, (n) => new Uint16Array(n));
    }
    for (let i = 0; i < id.length; i++) this.chars[this.used + i] = id.charCodeAt(i);
    const entry = this.count++;
    if (entry * 3 + 3 > this.entries.length) {
      this.entries = grown(this.entries, entry * 3 + 3, (n) => new Uint32Array(n));
    }
    this.entries[entry * 3] = this.used;
    this.entries[entry * 3 + 1] = id.length;
    this.used += id.length;
    return entry;
  }

  /** Doubles the table and places every entry again; entries and characters stay where they are. */
  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    this.mask = this.slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      const start = this.entries[entry * 3] ?? 0;
      let slot = hashChars(this.chars, start, this.entries[entry * 3 + 1] ?? 0) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = entry + 1;
    }
  }
}

/** A copy of `array` at least `needed` long, doubling: the cost of growth stays linear. */
function grown<T extends Uint16Array | Uint32Array>(array: T, needed: number, make: (n: number) => T): T {
  // The first growth of an empty one gives room for a few ids (3 numbers each, ids of ~30 characters).
  let length = Math.max(array.length * 2, 32);
  while (length < needed) length *= 2;
  const copy = make(length);
  copy.set(array);
  return copy;
}

/** FNV-1a over the UTF-16 code units, then mixed so that ids differing in their tail spread. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return mix(h);
}

function hashChars(chars: Uint16Array, start: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < start + length; i++) h = Math.imul(h ^ (chars[i] ?? 0), 0x01000193);
  return mix(h);
}

function mix(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}
