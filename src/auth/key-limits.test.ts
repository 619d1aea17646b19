import { describe, expect, it } from 'vitest';
import { checkExpiry, checkSources, withinLimits } from './key-limits.ts';

describe('key limits', () => {
  it.each([
    ['10.0.0.0/8', '10.1.2.3', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '::ffff:127.0.0.1', true],
    ['2001:db8::/32', '2001:db8::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
  ])('a key allowed from %s is %s usable from %s', (source, address, allowed) => {
    const check = checkSources([source]);
    if (!check.ok) throw new Error(check.problems.join());
    expect(withinLimits({ expiresAt: null, allowedSources: check.sources }, address)).toBe(allowed);
  });

  it.each(['10.0.0.0/33', 'example.org', '10.0.0.0/8/1', '::1/129'])('refuses %s as a source', (source) => {
    expect(checkSources([source]).ok).toBe(false);
  });

  it('an expired key is outside its limits; one without expiry or sources is inside', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(
      withinLimits({ expiresAt: '2026-05-31T23:59:59.999Z', allowedSources: null }, '1.2.3.4', now),
    ).toBe(false);
    expect(withinLimits({ expiresAt: null, allowedSources: null }, '1.2.3.4', now)).toBe(true);
  });

  it('takes a date as the end of that day UTC, and refuses a past or malformed one', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(checkExpiry('2026-06-01', now)).toEqual({ ok: true, at: '2026-06-01T23:59:59.999Z' });
    expect(checkExpiry('2026-05-31', now).ok).toBe(false);
    expect(checkExpiry('tomorrow', now).ok).toBe(false);
  });

  it('an expiry on a day that does not exist is refused, never rolled into the next month', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    for (const raw of ['2027-02-30', '2027-02-29', '2027-04-31', '2027-02-30T10:00:00Z']) {
      expect(checkExpiry(raw, now)).toEqual({
        ok: false,
        problem: expect.stringContaining('not a date that exists'),
      });
    }
    expect(checkExpiry('2028-02-29', now)).toEqual({ ok: true, at: '2028-02-29T23:59:59.999Z' });
  });
});
