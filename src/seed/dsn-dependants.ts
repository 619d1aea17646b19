import { toDsnDate } from '../dsn/dates.ts';
import type { GenIndividual } from './dsn-model.ts';
import { nir } from './identifiers.ts';

const line = (code: string, value: string | number) => `${code},'${value}'`;
const FIRST_NAMES = {
  '01': ['Hugo', 'Louis', 'Jules', 'Adam'],
  '02': ['Emma', 'Jade', 'Louise', 'Alice'],
} as const;

interface GenDependant {
  type: '01' | '02';
  sex: '01' | '02';
  firstName: string;
  birthDate: string;
  nir13: string;
}

const pick = (sex: '01' | '02', n: number) => FIRST_NAMES[sex][n % 4] ?? 'Camille';

/**
 * The people one affiliation covers, from the person's place in the file alone (no draw of the
 * seed's random stream, so the files before issue 46 stay the same): a quarter none, most a
 * spouse or partner, up to two children born when the person was 25 to 40, never in the future.
 * Each NIR says the sex, year and month of the birth date beside it.
 */
export function dependantsOf(person: GenIndividual, index: number): GenDependant[] {
  if (index % 4 === 0) return [];
  const birthYear = Number(person.birthDate.slice(0, 4));
  const out: GenDependant[] = [];
  const person13 = (sex: '01' | '02', date: string, order: number) =>
    nir({
      sex: sex === '01' ? 1 : 2,
      birthYear: Number(date.slice(0, 4)),
      birthMonth: Number(date.slice(5, 7)),
      department: '75',
      commune: '056',
      order: (order % 999) + 1,
    }).slice(0, 13);
  if (index % 4 !== 3) {
    const sex = person.sex === '01' ? '02' : '01';
    const month = String((index % 12) + 1).padStart(2, '0');
    const birthDate = `${birthYear + (index % 7) - 3}-${month}-10`;
    out.push({
      type: '01',
      sex,
      firstName: pick(sex, index),
      birthDate,
      nir13: person13(sex, birthDate, index),
    });
  }
  for (let k = 0; k < index % 3; k++) {
    const sex = (index + k) % 2 === 0 ? '01' : '02';
    const year = Math.min(birthYear + 25 + 3 * k + (index % 10), 2023 - k);
    const birthDate = `${year}-${String(((index + k) % 12) + 1).padStart(2, '0')}-15`;
    out.push({
      type: '02',
      sex,
      firstName: pick(sex, index + k + 1),
      birthDate,
      nir13: person13(sex, birthDate, index + k),
    });
  }
  return out;
}

/** `S21.G00.70.007` to `.011`, inside the affiliation block (before its technical ids). */
export function dependantCountLines(dependants: readonly GenDependant[]): string[] {
  const children = dependants.filter((x) => x.type === '02').length;
  const adults = dependants.length - children;
  return [
    line('S21.G00.70.007', children),
    line('S21.G00.70.008', adults),
    line('S21.G00.70.009', dependants.length),
    line('S21.G00.70.010', 0),
    line('S21.G00.70.011', children),
  ];
}

/** One `S21.G00.73` per dependant, after the affiliation's rubriques; covered from `coverStart` or their birth. */
export function dependantLines(
  person: GenIndividual,
  dependants: readonly GenDependant[],
  option: string,
  coverStart: string,
): string[] {
  return dependants.flatMap((x) => [
    line('S21.G00.73.002', option),
    line('S21.G00.73.003', x.type),
    line('S21.G00.73.004', toDsnDate(x.birthDate > coverStart ? x.birthDate : coverStart)),
    line('S21.G00.73.005', toDsnDate(x.birthDate)),
    line('S21.G00.73.006', person.lastName),
    line('S21.G00.73.007', x.nir13),
    line('S21.G00.73.009', x.firstName),
  ]);
}
