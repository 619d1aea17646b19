import { describe, expect, it } from 'vitest';
import { sortKey } from './names.ts';

describe('sortKey: names compare case- and accent-insensitively', () => {
  it.each([
    ['Émile', 'emile'],
    ['de la Tour', 'de la tour'],
    ['De La Tour', 'de la tour'],
    ['  Lœtitia ', 'loetitia'],
    ['ÇA', 'ca'],
  ])('%s sorts as %s', (name, key) => {
    expect(sortKey(name)).toBe(key);
  });
});
