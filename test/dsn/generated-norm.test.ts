import { describe, expect, it } from 'vitest';
import { dsnDate } from '../../src/dsn/dates.ts';
import { readDsnFiles } from '../../src/dsn/import.ts';
import { NORMS } from '../../src/dsn/norm/index.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { SIX_MONTHS, seededMonths, sourceOf } from './seeded-months.ts';

/** What the norm says of one line, whether or not the import reads its rubrique. */
function normProblem(line: string): string | null {
  const code = line.slice(0, 14);
  const value = line.slice(16, -1);
  const rule = NORMS.P26V01?.rubriques[code];
  if (!rule) return `${code}: not a rubrique of P26V01`;
  if (value.length > rule.length)
    return `${code}: ${value.length} characters, the norm allows ${rule.length}`;
  if (rule.type === 'D' && dsnDate(value) === null) return `${code}: not a real date`;
  if (rule.type === 'N' && !/^-?\d+(\.\d+)?$/.test(value)) return `${code}: not a number`;
  if (rule.codes && !Object.hasOwn(rule.codes, value)) return `${code}: code ${value} is not in the list`;
  return null;
}

describe('generated monthly DSNs', () => {
  it('hold only rubriques of their norm version, every one within its length, list and type', async () => {
    const { files } = await seededMonths('org_generated_norm', { collaborators: 60 });
    const problems = new Set<string>();
    for (const bytes of files.values()) {
      for (const line of bytes.toString('latin1').split('\n')) {
        const problem = line === '' ? null : normProblem(line);
        if (problem) problems.add(problem);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('carry what a real monthly DSN carries: addresses, contract status, abroad indicator, affiliation ids, payments', async () => {
    const { files } = await seededMonths('org_generated_blocks', { collaborators: 20 });
    const text = files.get('2026-03')?.toString('latin1') ?? '';
    for (const code of [
      'S10.G00.01.006',
      'S21.G00.06.004',
      'S21.G00.06.006',
      'S21.G00.20.001',
      'S21.G00.20.010',
      'S21.G00.40.024',
      'S21.G00.40.026',
      'S21.G00.70.012',
    ]) {
      expect(text).toContain(`\n${code},'`);
    }
  });

  it('declare no paid-leave fund code (200) for a company that is in no fund', async () => {
    const { files } = await seededMonths('org_generated_leave', { collaborators: 200 });
    const all = [...files.values()].map((b) => b.toString('latin1')).join('');
    expect(all).toContain("\nS21.G00.65.001,'");
    expect(all).not.toContain("\nS21.G00.65.001,'200'");
  });

  it('pass the reader with no problem and no warning', async () => {
    const { files } = await seededMonths('org_generated_read', { collaborators: 60 });
    const { problems } = await readDsnFiles(SIX_MONTHS.map((m) => sourceOf(files, m)));
    expect([...problems.problems, ...problems.warnings].map(formatProblem)).toEqual([]);
  });
});
