import { describe, expect, it } from 'vitest';
import { readDsnFiles } from '../../src/dsn/import.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { siren as sirenOf, siret as siretOf } from '../../src/seed/identifiers.ts';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  rubrique,
  stoppage,
} from './builder.ts';

const lineOf = (text: string, prefix: string, nth = 0) =>
  text
    .split('\n')
    .map((l, i) => (l.startsWith(prefix) ? i + 1 : 0))
    .filter((i) => i > 0)[nth] ?? 0;

const problemsOf = async (text: string) => {
  const { problems } = await readDsnFiles([latin1Source('bad.dsn', text)]);
  return problems.problems.map(formatProblem);
};

describe('each problem of a DSN names the line and rubrique that carry it, the root cause first', () => {
  it('an impossible last day worked (S21.G00.60.002) is one problem, at its own line', async () => {
    const text = dsnText([
      ...header('032026'),
      ...establishment(),
      ...individual(),
      ...contract('01092019', stoppage('01', '31022026', '15032026')),
    ]);
    const problems = await problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^line ${lineOf(text, 'S21.G00.60.002')} \\(S21\\.G00\\.60\\.002\\): `),
    );
  });

  it('a stoppage without its last day worked names the line of the block and the rubrique that line holds', async () => {
    const text = dsnText([
      ...header('032026'),
      ...establishment(),
      ...individual(),
      ...contract('01092019', [rubrique('S21.G00.60.001', '01'), rubrique('S21.G00.60.003', '15032026')]),
    ]);
    expect(await problemsOf(text)).toEqual([
      `line ${lineOf(text, 'S21.G00.60.001')} (S21.G00.60.001): a work stoppage needs its reason (S21.G00.60.001) and its last day worked (.002)`,
    ]);
  });

  it('a SIREN changed alone (S21.G00.06.001, to another right SIREN) is named first at its line, then each SIRET it breaks', async () => {
    // 403825375 would make a right SIRET with NIC 00013 by chance; 732829320 makes none.
    const other = sirenOf('73282932');
    const lines = [...header('032026'), ...establishment(), ...individual(), ...contract()].map((l) =>
      l.startsWith('S21.G00.06.001') ? rubrique('S21.G00.06.001', other) : l,
    );
    const text = dsnText(lines);
    const problems = await problemsOf(text);
    expect(problems[0]).toBe(
      `line ${lineOf(text, 'S21.G00.06.001')} (S21.G00.06.001): the SIREN makes no right SIRET with the NIC of any establishment of the declaration (S21.G00.11.001, line ${lineOf(text, 'S21.G00.11.001')}): the SIREN is likely wrong`,
    );
    expect(problems.slice(1)).toEqual([
      `line ${lineOf(text, 'S21.G00.11.001')} (S21.G00.11.001): the SIREN (S21.G00.06.001) + this NIC is not a SIRET whose check digit is right`,
    ]);
  });

  it('a NIC wrong in one establishment of two is that establishment’s problem alone', async () => {
    const siren = header('032026')[3]?.slice(16, 25) ?? '';
    const wrongNic = siretOf(siren, 2)
      .slice(9)
      .replace(/.$/, (d) => String((Number(d) + 1) % 10));
    const text = dsnText([
      ...header('032026'),
      ...establishment(),
      ...individual(),
      ...contract(),
      ...establishment(wrongNic, 'Metz', '57000'),
      ...individual('1880357123456'),
      ...contract(),
    ]);
    expect(await problemsOf(text)).toEqual([
      `line ${lineOf(text, 'S21.G00.11.001', 1)} (S21.G00.11.001): the SIREN (S21.G00.06.001) + this NIC is not a SIRET whose check digit is right`,
    ]);
  });
});
