import { describe, expect, it } from 'vitest';
import { PendingMonths } from './pending.ts';

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `col_${String(from + i).padStart(6, '0')}`);

describe('rows taken from the pending access log', () => {
  it('come out in slices of at most the size asked, one row per collaborator in a slice', () => {
    const pending = new PendingMonths(200_000);
    pending.add('org', 'key', '2026-11', { collaboratorIds: ids(0, 12_000) }, () => [0], 1);
    const slices = [...pending.take().slices(5_000)];
    expect(slices.map((slice) => slice.length)).toEqual([5_000, 5_000, 2_000]);
    for (const slice of slices) {
      expect(new Set(slice.map((row) => row.collaboratorId)).size).toBe(slice.length);
    }
  });

  it('add up every answer of every collaborator, whatever the slicing', () => {
    const pending = new PendingMonths(200_000);
    const page = { collaboratorIds: ids(0, 300) };
    pending.add('org', 'key', '2026-11', page, () => [0], 1);
    pending.add('org', 'key', '2026-11', page, () => [0], 2);
    pending.add('org', 'key', '2026-11', { collaboratorIds: ids(200, 300) }, () => [0, 1], 4);
    const reads = new Map<string, number>();
    const days = new Map<string, number>();
    for (const slice of pending.take().slices(128)) {
      for (const row of slice) {
        reads.set(row.collaboratorId, (reads.get(row.collaboratorId) ?? 0) + (row.reads[0] ?? 0));
        days.set(row.collaboratorId, (days.get(row.collaboratorId) ?? 0) | (row.days[0] ?? 0));
      }
    }
    expect(reads.get('col_000000')).toBe(2);
    expect(days.get('col_000000')).toBe(3);
    expect(reads.get('col_000250')).toBe(3);
    expect(days.get('col_000250')).toBe(7);
    expect(reads.get('col_000450')).toBe(1);
    expect(reads.size).toBe(500);
  });

  it('leave the pending set empty, and can be read again after a failed write', () => {
    const pending = new PendingMonths(200_000);
    pending.add('org', 'key', '2026-11', { collaboratorIds: ids(0, 10) }, () => [0], 1);
    const taken = pending.take();
    expect(pending.size).toBe(0);
    expect([...taken.slices(4)].flat()).toHaveLength(10);
    expect([...taken.slices(4)].flat()).toHaveLength(10);
  });
});
