import { describe, expect, it } from 'vitest';
import { dsnSeedOrganization } from './dsn-model.ts';
import { dsnMonthLines } from './dsn-writer.ts';

const org = dsnSeedOrganization({
  collaborators: 24,
  seed: 'dependants',
  organizationId: 'org_dependants',
  asOf: '2026-03-15',
  months: ['2026-01'],
});

async function text(insurerBlocks: boolean): Promise<string> {
  let out = '';
  for await (const chunk of dsnMonthLines(org, '2026-01', { insurerBlocks })) out += chunk;
  return out;
}

const values = (file: string, code: string) =>
  [...file.matchAll(new RegExp(`^${code.replaceAll('.', '\\.')},'([^']*)'`, 'gm'))].map((m) => m[1] ?? '');

describe('the generator’s dependants (S21.G00.73)', () => {
  it('writes spouses and children whose NIR agrees with their sex and birth date, born in the past', async () => {
    const file = await text(true);
    const nirs = values(file, 'S21.G00.73.007');
    const births = values(file, 'S21.G00.73.005');
    const types = values(file, 'S21.G00.73.003');
    expect(types).toContain('01');
    expect(types).toContain('02');
    expect(nirs).toHaveLength(births.length);
    nirs.forEach((nir, i) => {
      const birth = births[i] ?? '';
      expect(nir.slice(1, 3)).toBe(birth.slice(6, 8));
      expect(nir.slice(3, 5)).toBe(birth.slice(2, 4));
      expect(`${birth.slice(4)}-${birth.slice(2, 4)}-${birth.slice(0, 2)}` < '2026-01-01').toBe(true);
    });
    expect(values(file, 'S21.G00.70.009').length).toBeGreaterThan(0);
  });

  it('writes no dependant, count or portability flag with --without-insurer-blocks', async () => {
    const file = await text(false);
    for (const code of ['S21.G00.73.003', 'S21.G00.70.007', 'S21.G00.62.016'])
      expect(values(file, code)).toEqual([]);
  });
});
