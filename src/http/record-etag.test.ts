import { describe, expect, it } from 'vitest';
import { PreconditionFailed } from '../shared/domain-errors.ts';
import { assertIfMatch, assertIfNoneMatch, recordEtag } from './record-etag.ts';

const record = { id: 'c1', firstName: 'Élodie', address: { city: 'Lyon', street: null } };
const current = recordEtag(record);

describe('recordEtag', () => {
  it('is a strong, quoted digest of the representation, whatever the order of its keys', () => {
    expect(current).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(recordEtag({ address: { street: null, city: 'Lyon' }, firstName: 'Élodie', id: 'c1' })).toBe(
      current,
    );
  });

  it('changes with any value the key is shown, and with a field shown or not', () => {
    expect(recordEtag({ ...record, firstName: 'Elodie' })).not.toBe(current);
    expect(recordEtag({ id: 'c1', firstName: 'Élodie' })).not.toBe(current);
  });
});

describe('If-Match (RFC 9110 §13.1.1)', () => {
  it.each([
    ['no header: no condition', undefined, current, true],
    ['no header on a create', undefined, null, true],
    ['the current ETag', current, current, true],
    ['one of a list', `"old", ${current}`, current, true],
    ['`*` and the record exists', '*', current, true],
    ['a stale ETag', '"old"', current, false],
    ['the current ETag, weak: strong comparison never matches a weak tag', `W/${current}`, current, false],
    ['`*` and no record', '*', null, false],
    ['an ETag on a create', current, null, false],
    ['an empty header', '', current, false],
  ] as const)('%s: goes ahead %s', (_case, header, stored, proceeds) => {
    const check = () => assertIfMatch(header, stored);
    if (proceeds) expect(check).not.toThrow();
    else expect(check).toThrow(PreconditionFailed);
  });
});

describe('If-None-Match on a write (RFC 9110 §13.1.2)', () => {
  it.each([
    ['no header', undefined, current, true],
    ['`*` on a create', '*', null, true],
    ['`*` and the record exists', '*', current, false],
    ['the current ETag, weak comparison', `W/${current}`, current, false],
    ['another ETag', '"old"', current, true],
  ] as const)('%s: goes ahead %s', (_case, header, stored, proceeds) => {
    const check = () => assertIfNoneMatch(header, stored);
    if (proceeds) expect(check).not.toThrow();
    else expect(check).toThrow(PreconditionFailed);
  });
});
