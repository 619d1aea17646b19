import { type DsnSource, dsnBufferSource } from '../../src/dsn/lines.ts';
import { nirKey } from '../../src/hr-data/identifiers.ts';
import { siren as sirenOf, siret as siretOf } from '../../src/seed/identifiers.ts';

/** Small hand-written DSNs for tests: lines in, totals computed, ISO-8859-1 bytes out. */
export const TEST_SIREN = sirenOf('55210055');
export const TEST_SIRET = siretOf(TEST_SIREN, 1);
export const TEST_NIC = TEST_SIRET.slice(9);
export const TEST_NIR13 = '2880369123456';
export const TEST_NIR = `${TEST_NIR13}${nirKey(TEST_NIR13)}`;

export const rubrique = (code: string, value: string) => `${code},'${value}'`;

/** The envelope and company header of a declaration of `month` (`MMYYYY`). */
export function header(
  month: string,
  options: { nature?: string; type?: string; siren?: string; version?: string } = {},
): string[] {
  const siren = options.siren ?? TEST_SIREN;
  return [
    rubrique('S10.G00.00.001', 'test'),
    rubrique('S10.G00.00.005', '01'),
    rubrique('S10.G00.00.006', options.version ?? 'P26V01'),
    rubrique('S10.G00.01.001', siren),
    rubrique('S20.G00.05.001', options.nature ?? '01'),
    rubrique('S20.G00.05.002', options.type ?? '01'),
    rubrique('S20.G00.05.005', `01${month}`),
    rubrique('S21.G00.06.001', siren),
    rubrique('S21.G00.06.002', TEST_NIC),
  ];
}

export function establishment(nic = TEST_NIC, city = 'Fort-de-France', zipCode = '97200'): string[] {
  return [
    rubrique('S21.G00.11.001', nic),
    rubrique('S21.G00.11.003', '1 rue Victor Hugo'),
    rubrique('S21.G00.11.004', zipCode),
    rubrique('S21.G00.11.005', city),
    rubrique('S21.G00.11.022', '1486'),
  ];
}

export function individual(nir13 = TEST_NIR13): string[] {
  return [
    rubrique('S21.G00.30.001', nir13),
    rubrique('S21.G00.30.002', "D'Almeida"),
    rubrique('S21.G00.30.004', 'Élodie Marie'),
    rubrique('S21.G00.30.005', '02'),
    rubrique('S21.G00.30.006', '17031988'),
    rubrique('S21.G00.30.018', 'elodie@example.invalid'),
    rubrique('S21.G00.30.019', 'M0001'),
  ];
}

export function contract(start = '01092019', extra: string[] = []): string[] {
  return [
    rubrique('S21.G00.40.001', start),
    rubrique('S21.G00.40.003', '04'),
    rubrique('S21.G00.40.006', 'Chargée de clientèle'),
    rubrique('S21.G00.40.007', '01'),
    rubrique('S21.G00.40.009', 'C1'),
    ...extra,
  ];
}

export const stoppage = (reason: string, lastDayWorked: string, plannedEnd: string) => [
  rubrique('S21.G00.60.001', reason),
  rubrique('S21.G00.60.002', lastDayWorked),
  rubrique('S21.G00.60.003', plannedEnd),
];

/** A `S21.G00.15` adhesion of the establishment to a complementary contract (after `establishment()`). */
export const adhesion = (reference: string, organism = 'P0942', id = '001') => [
  rubrique('S21.G00.15.001', reference),
  rubrique('S21.G00.15.002', organism),
  rubrique('S21.G00.15.005', id),
];

/** A `S21.G00.70` affiliation of the contract before it (dates `DDMMYYYY`). */
export const affiliation = (
  option: string,
  start: string,
  end?: string,
  population: string | null = 'CA',
  adhesionId = '001',
) => [
  rubrique('S21.G00.70.004', option),
  ...(population === null ? [] : [rubrique('S21.G00.70.005', population)]),
  rubrique('S21.G00.70.013', adhesionId),
  rubrique('S21.G00.70.014', start),
  ...(end ? [rubrique('S21.G00.70.015', end)] : []),
];

/** Appends the S90 totals (wrong on purpose with `rubriquesTotal`) and joins with `eol`. */
export function dsnText(lines: string[], options: { rubriquesTotal?: number; eol?: string } = {}): string {
  const declarations = lines.filter((l) => l.startsWith('S20.G00.05.001')).length;
  const all = [
    ...lines,
    rubrique('S90.G00.90.001', String(options.rubriquesTotal ?? lines.filter((l) => l !== '').length + 2)),
    rubrique('S90.G00.90.002', String(declarations)),
  ];
  return `${all.join(options.eol ?? '\n')}${options.eol ?? '\n'}`;
}

export const latin1Source = (name: string, text: string): DsnSource =>
  dsnBufferSource(name, Buffer.from(text, 'latin1'));
export const utf8Source = (name: string, text: string): DsnSource =>
  dsnBufferSource(name, Buffer.from(text, 'utf8'));
