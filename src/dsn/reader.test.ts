import { describe, expect, it } from 'vitest';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  rubrique,
  stoppage,
  TEST_NIR,
  utf8Source,
} from '../../test/dsn/builder.ts';
import { formatProblem } from '../hr-data/checks.ts';
import { readDsnFiles } from './import.ts';
import { type DsnSource, detectEncoding, dsnBufferSource } from './lines.ts';
import type { DsnIndividual } from './model.ts';

const valid = () => [...header('012026'), ...establishment(), ...individual(), ...contract()];
/** The individuals of the files, as the reader hands them over one at a time. */
const individualsOf = async (sources: DsnSource[]) => {
  const individuals: DsnIndividual[] = [];
  const read = await readDsnFiles(sources, (individual) => individuals.push(individual));
  return { ...read, individuals };
};
const problemsOf = async (text: string, source = latin1Source) => {
  const { problems } = await readDsnFiles([source('test.dsn', text)]);
  return problems.problems.map(formatProblem);
};

describe('the NEODeS reader', () => {
  it('reads an ISO-8859-1 file and a UTF-8 one with the same accents into the same values', async () => {
    for (const source of [latin1Source, utf8Source]) {
      const { individuals, problems } = await individualsOf([source('a.dsn', dsnText(valid()))]);
      expect(problems.totalProblems).toBe(0);
      const person = individuals[0];
      expect(person?.firstNames).toBe('Élodie Marie');
      expect(person?.nir).toBe(TEST_NIR);
    }
  });

  it('reads as ISO-8859-1 a file that is not valid UTF-8, never producing U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from("S21.G00.30.002,'Ren"),
      Buffer.from([0xe9, 0xc3]),
      Buffer.from("'\n"),
    ]);
    expect(await detectEncoding(dsnBufferSource('x', bytes))).toBe('latin1');
    expect(await detectEncoding(dsnBufferSource('x', Buffer.from("S21.G00.30.002,'Renée'\n", 'utf8')))).toBe(
      'utf8',
    );
    expect(await detectEncoding(dsnBufferSource('x', Buffer.from("S21.G00.30.002,'Rene'\n")))).toBe('latin1');
  });

  it('keeps an apostrophe inside a value: the value ends at the last quote of the line', async () => {
    const { individuals } = await individualsOf([latin1Source('a.dsn', dsnText(valid()))]);
    expect(individuals[0]?.birthName).toBe("D'Almeida");
  });

  it('accepts CRLF and empty lines, and still counts lines as the file numbers them', async () => {
    const lines = valid();
    lines.splice(3, 0, '');
    const text = dsnText(lines, { eol: '\r\n' }).replace(
      rubrique('S21.G00.40.007', '01'),
      rubrique('S21.G00.40.007', 'ZZ'),
    );
    const problems = await problemsOf(text);
    const line = text.split('\r\n').findIndex((l) => l.startsWith('S21.G00.40.007')) + 1;
    expect(problems).toEqual([
      `line ${line} (S21.G00.40.007): code 'ZZ' is not in the norm's list for this rubrique`,
    ]);
  });

  it.each([
    [
      'a line that is not a rubrique',
      (l: string[]) => [...l.slice(0, 4), 'S21.G00.30.001 2880369123456', ...l.slice(4)],
      /line 5: not a rubrique/,
    ],
    [
      'a value longer than the norm allows',
      (l: string[]) => [...l, rubrique('S21.G00.40.017', '14860')],
      /\(S21\.G00\.40\.017\): the value has 5 characters, the norm allows 4/,
    ],
    [
      'a date that is not a real day',
      (l: string[]) => l.map((x) => x.replace("S21.G00.40.001,'01092019'", "S21.G00.40.001,'31022019'")),
      /\(S21\.G00\.40\.001\): expected a date DDMMYYYY that is a real day/,
    ],
    [
      'a NIR of 12 characters',
      (l: string[]) =>
        l.map((x) => x.replace("S21.G00.30.001,'2880369123456'", "S21.G00.30.001,'288036912345'")),
      /\(S21\.G00\.30\.001\): a NIR has 13 characters/,
    ],
    [
      'an unknown norm version',
      (l: string[]) => l.map((x) => x.replace("'P26V01'", "'P19V01'")),
      /line 3 \(S10\.G00\.00\.006\): norm version 'P19V01' is not supported/,
    ],
    [
      'a contract before any individual',
      (l: string[]) => [...header('012026'), ...establishment(), ...contract(), ...l.slice(9)],
      /\(S21\.G00\.40\.001\): block S21\.G00\.40 has no S21\.G00\.30 block before it/,
    ],
    [
      'a declaration of type 04 (annule)',
      (l: string[]) => l.map((x) => x.replace("S20.G00.05.002,'01'", "S20.G00.05.002,'04'")),
      /\(S20\.G00\.05\.002\): a declaration of type 04 \(annule\) is not imported: import the declaration that replaces it instead/,
    ],
  ])('refuses %s, naming its line and rubrique and never its value', async (_name, edit, message) => {
    const problems = await problemsOf(dsnText(edit(valid())));
    expect(problems.join('\n')).toMatch(message);
    expect(problems.join('\n')).not.toContain('2880369123456');
  });

  it('refuses a file whose S90 total of rubriques does not match, on the line of the total', async () => {
    const text = dsnText(valid(), { rubriquesTotal: 3 });
    const line = text.split('\n').findIndex((l) => l.startsWith('S90.G00.90.001')) + 1;
    expect(await problemsOf(text)).toEqual([
      `line ${line} (S90.G00.90.001): the file holds ${valid().length + 2} rubriques from S10 to S90, the total says 3`,
    ]);
  });

  it('skips the batch envelope of the filing portal (S05, S06, S95, S96) and its lines do not count in the totals', async () => {
    const text = `S05.G00.17.001,'01'\nS06.G00.17.001,'x'\n${dsnText(valid())}S95.G00.17.001,'01'\nS96.G00.17.001,'1'\n`;
    expect(await problemsOf(text)).toEqual([]);
  });

  it('warns about a temporary NIR (first digit 7 or 8), whose key cannot be checked, and imports it', async () => {
    const { problems } = await readDsnFiles([
      latin1Source(
        'a.dsn',
        dsnText([...header('012026'), ...establishment(), ...individual('7880369123456'), ...contract()]),
      ),
    ]);
    expect(problems.totalProblems).toBe(0);
    expect(problems.warnings.map(formatProblem)).toEqual([
      'line 15 (S21.G00.30.001): a temporary NIR (first digit 7 or 8): its key cannot be checked',
    ]);
  });

  it('reads a work stoppage under its contract', async () => {
    const lines = [...valid(), ...stoppage('01', '10012026', '20012026')];
    const { individuals } = await individualsOf([latin1Source('a.dsn', dsnText(lines))]);
    expect(individuals[0]?.contracts[0]?.stoppages).toMatchObject([
      { reason: '01', lastDayWorked: '2026-01-10', plannedEnd: '2026-01-20', returnDate: null },
    ]);
  });
});
