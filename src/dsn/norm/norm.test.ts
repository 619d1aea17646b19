import { describe, expect, it } from 'vitest';
import { READ_RUBRIQUES } from '../read-rubriques.ts';
import { NORMS, versionsWithCode } from './index.ts';

// Spot checks of the generated tables against the norm's cahier technique, version by version:
// a table that lost or gained a code list, a code or a length fails here.
const codesOf = (version: string, rubrique: string) =>
  Object.keys(NORMS[version]?.rubriques[rubrique]?.codes ?? {}).sort();

const STOPPAGE_REASONS = ['01', '02', '03', '04', '05', '06', '07', '09', '10', '11', '12', '13', '14'];
const MORE_STOPPAGE_REASONS = ['15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '99'];
const CONTRACT_NATURES = ['01', '02', '03', '07', '08', '09', '10', '20', '21', '29', '32', '50', '51'];
const MORE_CONTRACT_NATURES = ['52', '53', '54', '60', '70', '80', '81', '82', '89', '90', '91', '92', '93'];

describe.each(['P24V01', 'P25V01', 'P26V01'])('the NEODeS norm table %s', (version) => {
  const norm = NORMS[version];

  it('names its published source, its commit and licence', () => {
    expect(norm?.version).toBe(version);
    expect(norm?.source).toMatchObject({
      repository: 'Jikenlabs/open-neodes',
      file: `open-neodes-core/src/main/resources/norm-${version}.yaml`,
      licence: 'Apache-2.0',
    });
    expect(norm?.source.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('holds every stoppage reason, 18 and 19 (congé de deuil d’enfant) included, and not 08', () => {
    expect(codesOf(version, 'S21.G00.60.001')).toEqual([...STOPPAGE_REASONS, ...MORE_STOPPAGE_REASONS]);
    expect(norm?.rubriques['S21.G00.60.001']?.codes?.['19']).toBe("Deuil d'enfant");
  });

  it('holds every contract nature', () => {
    expect(codesOf(version, 'S21.G00.40.007')).toEqual([...CONTRACT_NATURES, ...MORE_CONTRACT_NATURES]);
  });

  it('holds every rubrique with its type, length and label', () => {
    expect(Object.keys(norm?.rubriques ?? {}).length).toBeGreaterThan(550);
    expect(norm?.rubriques['S21.G00.30.001']).toMatchObject({ type: 'X', length: 13 });
    expect(norm?.rubriques['S21.G00.30.019']).toMatchObject({
      type: 'X',
      length: 30,
      label: expect.any(String),
    });
    expect(norm?.rubriques['S21.G00.40.009']).toMatchObject({ type: 'X', length: 20 });
    expect(norm?.rubriques['S21.G00.40.006']).toMatchObject({ type: 'X', length: 120 });
    expect(norm?.rubriques['S21.G00.40.001']).toMatchObject({ type: 'D', length: 8 });
    expect(norm?.rubriques['S21.G00.40.013']).toMatchObject({ type: 'N', length: 7 });
    expect(codesOf(version, 'S21.G00.65.001')).toContain('637');
    expect(codesOf(version, 'S21.G00.62.002')).toContain('999');
  });

  it('knows every rubrique the import reads (the trial period, S21.G00.40.082, came with P26V01)', () => {
    const unknown = [...READ_RUBRIQUES].filter((code) => norm?.rubriques[code] === undefined);
    expect(unknown).toEqual(version === 'P26V01' ? [] : ['S21.G00.40.082']);
  });
});

describe('codes that differ between versions', () => {
  it('each version its own list: the end reason 119 is not in P24V01, the scheme 83 only in P26V01', () => {
    expect(versionsWithCode('S21.G00.62.002', '119')).toEqual(['P25V01', 'P26V01']);
    expect(versionsWithCode('S21.G00.40.008', '83')).toEqual(['P26V01']);
    expect(versionsWithCode('S20.G00.05.001', '10')).toEqual(['P26V01']);
  });

  it('a name of Object.prototype is no code of any list', () => {
    expect(versionsWithCode('S21.G00.60.001', 'toString')).toEqual([]);
    expect(versionsWithCode('S21.G00.60.001', '__proto__')).toEqual([]);
  });
});
