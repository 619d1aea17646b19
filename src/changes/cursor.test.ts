import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('feed cursors', () => {
  it.each([0, 1, 42, 9_007_199_254_740_991])(
    'give back position %i for the same organization',
    (position) => {
      expect(decodeCursor('org_a', encodeCursor('org_a', position))).toBe(position);
    },
  );

  it('are refused on another organization’s feed', () => {
    expect(decodeCursor('org_b', encodeCursor('org_a', 12))).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$'],
    ['a bare number', '12'],
    ['a negative position', Buffer.from('-1.00000000').toString('base64url')],
    ['a leading zero', Buffer.from('012.00000000').toString('base64url')],
    ['too long', 'A'.repeat(65)],
  ])('refuse a malformed cursor (%s)', (_case, cursor) => {
    expect(decodeCursor('org_a', cursor)).toBeUndefined();
  });
});
