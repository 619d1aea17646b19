import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, digest } from './canonical.ts';

describe('digest', () => {
  it('is the SHA-256 of each part followed by a separator: ETags kept by clients stay valid across versions', () => {
    const parts = ['route', 'org_1', '42', '', 'Élodie'];
    const stepwise = createHash('sha256');
    for (const part of parts) stepwise.update(part).update('\u0000');
    expect(digest(...parts)).toBe(stepwise.digest('base64url'));
  });

  it('tells apart parts that concatenate to the same text', () => {
    expect(digest('ab', 'c')).not.toBe(digest('a', 'bc'));
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves undefined out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
