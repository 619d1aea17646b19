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
    const encoding = async (bytes: Buffer) => (await detectEncoding(dsnBufferSource('x', bytes))).encoding;
    expect(await encoding(bytes)).toBe('latin1');
    expect(await encoding(Buffer.from("S21.G00.30.002,'Renée'\n", 'utf8'))).toBe('utf8');
    expect(await encoding(Buffer.from("S21.G00.30.002,'Rene'\n"))).toBe('latin1');
    // Overlong forms and surrogates are not UTF-8, as the WHATWG decoder says.
    expect(await encoding(Buffer.from([0x41, 0xc0, 0xaf, 0x0a]))).toBe('latin1');
    expect(await encoding(Buffer.from([0x41, 0xed, 0xa0, 0x80, 0x0a]))).toBe('latin1');
  });

  it('refuses a file that mixes UTF-8 and ISO-8859-1 lines, naming the first line that is not UTF-8', async () => {
    const lines = dsnText(valid()).split('\n');
    const utf8Line = lines.findIndex((l) => l.includes('Élodie')) + 1;
    const latin1Line = lines.findIndex((l) => l.includes('Chargée')) + 1;
    // The first names written in UTF-8, the rest of the file (the job title's accents) in ISO-8859-1.
    const bytes = Buffer.concat(
      lines.map((l, i) => Buffer.from(`${l}\n`, i + 1 === utf8Line ? 'utf8' : 'latin1')),
    );
    expect(latin1Line).toBeGreaterThan(utf8Line);
    const { problems } = await readDsnFiles([dsnBufferSource('mixed.dsn', bytes)]);
    expect(problems.problems.map(formatProblem)).toContain(
      `line ${latin1Line}: the file mixes encodings: this line is not UTF-8 while line ${utf8Line} is; save the whole file in one encoding (ISO-8859-1 is the norm's)`,
    );
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
      `line ${line} (S21.G00.40.007): code 'ZZ' is not in norm P26V01's list for this rubrique`,
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

  it('reads the stoppage reasons 18 and 19 (congé de deuil d’enfant) and refuses 08, which the norm does not have', async () => {
    for (const reason of ['18', '19']) {
      const lines = [...valid(), ...stoppage(reason, '10012026', '20012026')];
      expect(await problemsOf(dsnText(lines))).toEqual([]);
    }
    const text = dsnText([...valid(), ...stoppage('08', '10012026', '20012026')]);
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.60.001')) + 1;
    expect(await problemsOf(text)).toEqual([
      `line ${line} (S21.G00.60.001): code '08' is not in norm P26V01's list for this rubrique`,
    ]);
  });

  it("checks a code against the file's own norm version, and says which versions have it", async () => {
    const lines = (version: string) => [
      ...header('012024', { version }),
      ...establishment(),
      ...individual(),
      ...contract().flatMap((l) =>
        l.startsWith('S21.G00.40.009') ? [rubrique('S21.G00.40.008', '83'), l] : [l],
      ),
    ];
    expect(await problemsOf(dsnText(lines('P26V01')))).toEqual([]);
    const text = dsnText(lines('P24V01'));
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.40.008')) + 1;
    expect(await problemsOf(text)).toEqual([
      `line ${line} (S21.G00.40.008): code '83' is not in norm P24V01's list for this rubrique (it is a code of P26V01)`,
    ]);
  });

  it('warns about each rubrique unknown to the norm version once, with its first line and how many more, and reads on', async () => {
    const typo = rubrique('S21.G00.40.999', 'x');
    const text = dsnText([
      ...valid(),
      typo,
      ...contract('01012026'),
      typo,
      ...stoppage('01', '10012026', '20012026'),
      rubrique('S21.G00.60.999', 'y'),
    ]);
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.40.999')) + 1;
    const { individuals, problems } = await individualsOf([latin1Source('a.dsn', text)]);
    expect(problems.totalProblems).toBe(0);
    expect(problems.warnings.map(formatProblem)).toEqual([
      `line ${line} (S21.G00.40.999): rubrique unknown to norm P26V01: not read (and 1 more line)`,
      `line ${text.split('\n').findIndex((l) => l.startsWith('S21.G00.60.999')) + 1} (S21.G00.60.999): rubrique unknown to norm P26V01: not read`,
    ]);
    expect(individuals[0]?.contracts).toHaveLength(2);
  });

  it("passes over, with a warning, a rubrique the file's version does not have yet (the trial period of P26V01 in a P25V01 file)", async () => {
    const lines = (version: string) => [
      ...header('012025', { version }),
      ...establishment(),
      ...individual(),
      ...contract('01092019', [rubrique('S21.G00.40.082', '60')]),
    ];
    const p26 = await individualsOf([latin1Source('a.dsn', dsnText(lines('P26V01')))]);
    expect(p26.individuals[0]?.contracts[0]?.trialPeriodDays).toBe(60);
    const p25 = await individualsOf([latin1Source('a.dsn', dsnText(lines('P25V01')))]);
    expect(p25.problems.totalProblems).toBe(0);
    expect(p25.individuals[0]?.contracts[0]?.trialPeriodDays).toBeNull();
    expect(p25.problems.warnings.map(formatProblem).join('\n')).toMatch(
      /\(S21\.G00\.40\.082\): rubrique unknown to norm P25V01: not read$/,
    );
  });

  it('reads a work stoppage under its contract', async () => {
    const lines = [...valid(), ...stoppage('01', '10012026', '20012026')];
    const { individuals } = await individualsOf([latin1Source('a.dsn', dsnText(lines))]);
    expect(individuals[0]?.contracts[0]?.stoppages).toMatchObject([
      { reason: '01', lastDayWorked: '2026-01-10', plannedEnd: '2026-01-20', returnDate: null },
    ]);
  });
});
