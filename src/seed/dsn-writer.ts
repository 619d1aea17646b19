import { toDsnDate } from '../dsn/dates.ts';
import { addDays } from './collaborators.ts';
import { dependantCountLines, dependantLines, dependantsOf } from './dsn-dependants.ts';
import {
  absenceType,
  firstDayOf,
  type GenContract,
  type GenIndividual,
  type GenJob,
  type GenOrganization,
  lastDayOf,
  presentIn,
  SEED_ADHESION,
  SEED_IDCC,
} from './dsn-model.ts';

/** The ISO-8859-1 bytes of a generated DSN are these lines, each ending with LF. */
const line = (code: string, value: string | number) => `${code},'${value}'`;
const d = (iso: string) => toDsnDate(iso);
const monthOf = (iso: string) => iso.slice(0, 7);

/** The job a contract holds in a month: the old one before its change is declared. */
const jobIn = (c: GenContract, month: string): GenJob =>
  c.change && month < c.change.month ? c.change.before : c.job;

/** An address in the rubriques `codes` (street, zip code, city) of a block, from an establishment. */
function addressLines(
  block: string,
  [street, zipCode, city]: [string, string, string],
  at: { street: string | null; zipCode: string | null; city: string } | undefined,
): string[] {
  if (!at) return [];
  const out: string[] = [];
  if (at.street) out.push(line(`${block}.${street}`, at.street));
  if (at.zipCode) out.push(line(`${block}.${zipCode}`, at.zipCode));
  out.push(line(`${block}.${city}`, at.city));
  return out;
}

/** The URSSAF of the establishment's contributions, as the norm identifies an organism (14 characters). */
const URSSAF = '78861779300013';

/** The establishment's payment of its contributions (`S21.G00.20`), by SEPA direct debit, on the 15th. */
function paymentLines(siret: string, month: string): string[] {
  const next = addDays(lastDayOf(month), 15);
  return [
    line('S21.G00.20.001', URSSAF),
    line('S21.G00.20.005', '48215.00'),
    line('S21.G00.20.006', d(firstDayOf(month))),
    line('S21.G00.20.007', d(lastDayOf(month))),
    line('S21.G00.20.010', '05'),
    line('S21.G00.20.011', d(next)),
    line('S21.G00.20.012', siret),
  ];
}

/**
 * The contributions to the health and provident contract (`S21.G00.78` code 31 for the affiliation
 * `001`, its `S21.G00.79` component and `S21.G00.81` contribution `059`) that add up: the component
 * and the contribution's base are the declared base, the amount is the base at the rate, rounded
 * to the cent. Bases differ from person to person so that totals are no multiple of one figure.
 */
export function insurerLines(i: number, month: string): string[] {
  const baseCents = 200_000 + (i % 50) * 3_725;
  const rate = 1.75;
  const amountCents = Math.round((baseCents * rate) / 100);
  const amount = (c: number) => (c / 100).toFixed(2);
  return [
    line('S21.G00.78.001', '31'),
    line('S21.G00.78.002', d(firstDayOf(month))),
    line('S21.G00.78.003', d(lastDayOf(month))),
    line('S21.G00.78.004', amount(baseCents)),
    line('S21.G00.78.005', '001'),
    line('S21.G00.79.001', '11'),
    line('S21.G00.79.004', amount(baseCents)),
    line('S21.G00.81.001', '059'),
    line('S21.G00.81.002', SEED_ADHESION.organism),
    line('S21.G00.81.003', amount(baseCents)),
    line('S21.G00.81.004', amount(amountCents)),
    line('S21.G00.81.007', rate.toFixed(3)),
  ];
}

/** Pay blocks a real DSN carries for each individual (read and ignored by the import), for realistic sizes. */
function payLines(i: number, month: string, insurer: boolean): string[] {
  const out = [
    line('S21.G00.50.001', d(lastDayOf(month))),
    line('S21.G00.50.002', '2450.00'),
    line('S21.G00.50.004', '2450.00'),
  ];
  for (let k = 0; k < 4; k++) {
    out.push(
      line('S21.G00.51.001', d(firstDayOf(month))),
      line('S21.G00.51.002', d(lastDayOf(month))),
      line('S21.G00.51.010', `C${String(i + 1).padStart(6, '0')}`),
      line('S21.G00.51.011', ['001', '002', '003', '010'][k] ?? '001'),
      line('S21.G00.51.013', (3000 + k * 10).toFixed(2)),
    );
  }
  for (let k = 0; k < 4; k++) {
    out.push(
      line('S21.G00.78.001', ['02', '03', '04', '07'][k] ?? '02'),
      line('S21.G00.78.002', d(firstDayOf(month))),
      line('S21.G00.78.004', '3000.00'),
    );
    for (let j = 0; j < 5; j++) {
      out.push(
        line('S21.G00.81.001', String(40 + j).padStart(3, '0')),
        line('S21.G00.81.003', '3000.00'),
        line('S21.G00.81.004', (12.5 + j).toFixed(2)),
      );
    }
  }
  if (insurer) out.push(...insurerLines(i, month));
  return out;
}

/** The person's `S21.G00.70` with, beside the insurer's other blocks, the people it covers. */
function affiliationLines(person: GenIndividual, index: number, month: string, insurer: boolean): string[] {
  const c = person.contract;
  const job = jobIn(c, month);
  const out: string[] = [];
  const dependants = insurer ? dependantsOf(person, index) : [];
  const coverStart = c.startDate > '2025-01-01' ? c.startDate : '2025-01-01';
  out.push(
    line('S21.G00.70.004', SEED_ADHESION.option),
    line('S21.G00.70.005', job.cadre === '01' ? 'CA' : 'NC'),
    ...(insurer ? dependantCountLines(dependants) : []),
    line('S21.G00.70.012', '001'),
    line('S21.G00.70.013', '001'),
    line('S21.G00.70.014', d(coverStart)),
  );
  if (c.end && monthOf(c.end.date) <= month) out.push(line('S21.G00.70.015', d(c.end.date)));
  out.push(...dependantLines(person, dependants, SEED_ADHESION.option, coverStart));
  return out;
}

function individualLines(person: GenIndividual, index: number, month: string, insurer: boolean): string[] {
  const c = person.contract;
  const job = jobIn(c, month);
  const out = [line('S21.G00.30.001', person.nir13), line('S21.G00.30.002', person.birthName)];
  if (person.lastName !== person.birthName) out.push(line('S21.G00.30.003', person.lastName));
  out.push(
    line('S21.G00.30.004', person.firstName),
    line('S21.G00.30.005', person.sex),
    line('S21.G00.30.006', d(person.birthDate)),
  );
  if (person.birthCity) out.push(line('S21.G00.30.007', person.birthCity));
  if (person.street) out.push(line('S21.G00.30.008', person.street));
  if (person.zipCode) out.push(line('S21.G00.30.009', person.zipCode));
  if (person.city) out.push(line('S21.G00.30.010', person.city));
  out.push(
    line('S21.G00.30.015', person.countryOfBirth.toUpperCase()),
    line('S21.G00.30.018', person.email),
    line('S21.G00.30.019', person.personnelNumber),
  );

  out.push(
    line('S21.G00.40.001', d(c.startDate)),
    line('S21.G00.40.002', job.cadre === '01' ? '04' : '06'),
    line('S21.G00.40.003', job.cadre),
    line('S21.G00.40.004', job.pcsEse),
    line('S21.G00.40.006', job.jobTitle),
    line('S21.G00.40.007', c.nature),
    line('S21.G00.40.008', '99'),
    line('S21.G00.40.009', c.number),
  );
  if (c.plannedEndDate) out.push(line('S21.G00.40.010', d(c.plannedEndDate)));
  out.push(
    line('S21.G00.40.011', '10'),
    line('S21.G00.40.012', '151.67'),
    line('S21.G00.40.013', c.partTime ? '121.33' : '151.67'),
    line('S21.G00.40.014', c.partTime ? '20' : '10'),
    line('S21.G00.40.016', '99'),
    line('S21.G00.40.017', SEED_IDCC),
    line('S21.G00.40.018', '200'),
    line('S21.G00.40.019', person.establishment.siret),
    line('S21.G00.40.020', '200'),
    // Not working abroad, no special employment status, one job: what most employees declare.
    line('S21.G00.40.024', '99'),
    line('S21.G00.40.026', '99'),
    line('S21.G00.40.036', '01'),
    line('S21.G00.40.040', '741GA'),
    line('S21.G00.40.041', job.cadre === '01' ? '3.1' : '2.2'),
  );
  if (c.partTime) out.push(line('S21.G00.40.055', '80.00'));
  out.push(line('S21.G00.40.071', job.cadre === '01' ? '170' : '130'));
  if (c.trialPeriodDays !== null) out.push(line('S21.G00.40.082', c.trialPeriodDays));
  if (c.change && c.change.month === month) {
    out.push(line('S21.G00.41.001', d(firstDayOf(month))), line('S21.G00.41.019', c.change.before.pcsEse));
  }
  for (const a of person.absences) {
    if (a.kind !== 'stoppage' || month < monthOf(a.startDate) || month > monthOf(a.endDate)) continue;
    out.push(
      line('S21.G00.60.001', a.reason),
      line('S21.G00.60.002', d(addDays(a.startDate, -1))),
      line('S21.G00.60.003', d(a.endDate)),
    );
    if (month === monthOf(a.endDate)) out.push(line('S21.G00.60.010', d(addDays(a.endDate, 1))));
  }
  if (c.end && monthOf(c.end.date) === month) {
    out.push(line('S21.G00.62.001', d(c.end.date)), line('S21.G00.62.002', c.end.reason));
    // Half the leavers keep their cover (portability, article L911-8 CSS).
    if (insurer && index % 2 === 0) out.push(line('S21.G00.62.016', '01'));
  }
  for (const a of person.absences) {
    if (a.kind !== 'suspension' || monthOf(a.startDate) !== month) continue;
    out.push(
      line('S21.G00.65.001', a.reason),
      line('S21.G00.65.002', d(a.startDate)),
      line('S21.G00.65.003', d(a.endDate)),
    );
  }
  out.push(...affiliationLines(person, index, month, insurer));
  out.push(...payLines(index, month, insurer));
  return out;
}

/**
 * The monthly DSN (nature 01, type 01) of one month of the model, as lines, piece by piece: only
 * the current individual's lines are held, whatever the size of the organization.
 */
export async function* dsnMonthLines(
  org: GenOrganization,
  month: string,
  { insurerBlocks = true }: { insurerBlocks?: boolean } = {},
): AsyncGenerator<string> {
  let count = 0;
  const head = org.establishments.find((e) => e.nic === org.headNic) ?? org.establishments[0];
  const emit = (lines: string[]) => {
    count += lines.length;
    return `${lines.join('\n')}\n`;
  };
  yield emit([
    line('S10.G00.00.001', 'hrapi seed'),
    line('S10.G00.00.002', 'hrapi'),
    line('S10.G00.00.003', '1.0'),
    line('S10.G00.00.005', '01'),
    line('S10.G00.00.006', 'P26V01'),
    line('S10.G00.00.007', '01'),
    line('S10.G00.00.008', '01'),
    line('S10.G00.01.001', org.siren),
    line('S10.G00.01.002', org.headNic),
    line('S10.G00.01.003', org.name),
    ...addressLines('S10.G00.01', ['004', '005', '006'], head),
    line('S10.G00.02.001', '02'),
    line('S10.G00.02.002', 'Service paie'),
    line('S10.G00.02.004', 'paie@example.invalid'),
    line('S10.G00.02.005', '0145000000'),
    line('S20.G00.05.001', '01'),
    line('S20.G00.05.002', '01'),
    line('S20.G00.05.003', '11'),
    line('S20.G00.05.004', '1'),
    line('S20.G00.05.005', d(firstDayOf(month))),
    line('S20.G00.05.007', d(addDays(lastDayOf(month), 5))),
    line('S20.G00.05.008', '01'),
    line('S20.G00.05.010', '01'),
    line('S21.G00.06.001', org.siren),
    line('S21.G00.06.002', org.headNic),
    line('S21.G00.06.003', '6201Z'),
    ...addressLines('S21.G00.06', ['004', '005', '006'], head),
  ]);
  let index = 0;
  for (const establishment of org.establishments) {
    const lines = [line('S21.G00.11.001', establishment.nic), line('S21.G00.11.002', '6201Z')];
    if (establishment.street) lines.push(line('S21.G00.11.003', establishment.street));
    if (establishment.zipCode) lines.push(line('S21.G00.11.004', establishment.zipCode));
    lines.push(
      line('S21.G00.11.005', establishment.city),
      line('S21.G00.11.022', SEED_IDCC),
      line('S21.G00.15.001', SEED_ADHESION.reference),
      line('S21.G00.15.002', SEED_ADHESION.organism),
      line('S21.G00.15.003', SEED_ADHESION.delegate),
      line('S21.G00.15.004', '01'),
      line('S21.G00.15.005', '001'),
      ...paymentLines(establishment.siret, month),
    );
    yield emit(lines);
    let batch: string[] = [];
    for (const person of org.individuals) {
      index++;
      if (person.establishment.id !== establishment.id || !presentIn(person, month)) continue;
      batch.push(...individualLines(person, index, month, insurerBlocks));
      if (batch.length > 20_000) {
        yield emit(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield emit(batch);
  }
  yield emit([line('S90.G00.90.001', count + 2), line('S90.G00.90.002', 1)]);
}

/** The same organization as an HR data document: what the months, imported in order, leave. */
export function dsnSeedDocument(org: GenOrganization): Record<string, unknown> {
  const last = org.months[org.months.length - 1] ?? '';
  const seen = org.individuals.filter((p) => org.months.some((m) => presentIn(p, m)));
  return {
    // Self-contained: the document imports as is, into a store that does not hold the organization.
    organization: { id: org.id, name: org.name, identity: { siren: org.siren }, timezone: 'Europe/Paris' },
    establishments: org.establishments.map((e) => ({
      id: e.id,
      name: `${e.city} (${e.nic})`,
      siret: e.siret,
      isHeadOffice: e.isHeadOffice,
      address: { street: e.street, city: e.city, zipCode: e.zipCode, country: 'fr' },
    })),
    collaborators: seen.map((p) => {
      const c = p.contract;
      const job = jobIn(c, last);
      return {
        id: p.id,
        establishmentId: p.establishment.id,
        isProfileComplete: true,
        personnelNumber: p.personnelNumber,
        title: p.sex === '02' ? 'mrs' : 'mr',
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        birthName: p.birthName,
        birthDate: p.birthDate,
        birthCity: p.birthCity,
        countryOfBirth: p.countryOfBirth,
        address: { street: p.street, city: p.city, zipCode: p.zipCode, country: 'fr' },
        socialSecurityNumber: p.nir,
        contracts: [
          {
            contractId: c.id,
            startDate: c.startDate,
            endDate: c.end?.date ?? null,
            natureContrat: c.nature === '02' ? 'fixed_term' : 'permanent',
            estCadre: job.cadre === '01',
            jobTitle: job.jobTitle,
            pcsEse: job.pcsEse,
            workingTime: {
              unit: 'hour',
              quota: c.partTime ? 121.33 : 151.67,
              referenceQuota: 151.67,
              arrangement: c.partTime ? 'part_time' : 'full_time',
              partTimeRate: c.partTime ? 80 : null,
            },
            collectiveAgreement: SEED_IDCC,
            classification: {
              position: job.cadre === '01' ? '3.1' : '2.2',
              level: null,
              step: null,
              coefficient: job.cadre === '01' ? '170' : '130',
            },
            plannedEndDate: c.plannedEndDate,
            trialPeriodDays: c.trialPeriodDays,
            endReason: c.end?.reason ?? null,
          },
        ],
      };
    }),
    absences: seen.flatMap((p) =>
      p.absences.map((a) => ({
        id: a.id,
        collaboratorId: p.id,
        type: absenceType(a),
        status: 'approved',
        startDate: a.startDate,
        endDate: a.endDate,
        startHalfDay: false,
        endHalfDay: false,
        dsnReason: a.reason,
      })),
    ),
  };
}
