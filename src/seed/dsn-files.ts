import fs from 'node:fs';
import path from 'node:path';
import { dsnIds } from '../dsn/mapping.ts';
import { makePrivateFolder } from '../shared/private-folder.ts';
import {
  type DsnSeedOptions,
  dsnSeedOrganization,
  type GenEstablishment,
  type GenOrganization,
} from './dsn-model.ts';
import { dsnMonthLines, dsnSeedDocument } from './dsn-writer.ts';
import { seedFicheXml } from './fiche-writer.ts';

/** An establishment of an organization in the store, which a seeded DSN declares instead of a generated one. */
export interface StoredEstablishment {
  siret: string;
  isHeadOffice: boolean;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

/** The model declaring the stored establishments (by SIRET, which the DSN import matches), people spread as generated. */
export function onStoredEstablishments(org: GenOrganization, stored: StoredEstablishment[]): GenOrganization {
  if (stored.length === 0) return org;
  const establishments: GenEstablishment[] = stored.map((e) => ({
    id: dsnIds.establishment(e.siret),
    nic: e.siret.slice(9),
    siret: e.siret,
    street: e.street,
    zipCode: e.zipCode,
    city: e.city ?? 'Paris',
    isHeadOffice: e.isHeadOffice,
  }));
  const at = (generated: GenEstablishment) =>
    establishments[
      Math.max(0, org.establishments.indexOf(generated)) % establishments.length
    ] as GenEstablishment;
  return {
    ...org,
    headNic: establishments.find((e) => e.isHeadOffice)?.nic ?? establishments[0]?.nic ?? org.headNic,
    establishments,
    individuals: org.individuals.map((p) => ({ ...p, establishment: at(p.establishment) })),
  };
}

/** `2026-01:2026-06` as the months it spans, or null when it is not such a span (at most 10 years). */
export function monthSpan(text: string): string[] | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2]):(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) return null;
  const from = Number(match[1]) * 12 + Number(match[2]) - 1;
  const to = Number(match[3]) * 12 + Number(match[4]) - 1;
  if (to < from || to - from >= 120) return null;
  return Array.from({ length: to - from + 1 }, (_, k) => {
    const n = from + k;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Writes one monthly DSN per month (ISO-8859-1, as the norm's files) and the equivalent HR data
 * document, readable by their owner only: they hold NIRs. Returns the files written.
 */
export async function writeDsnSeed(
  options: DsnSeedOptions,
  directory: string,
  stored: StoredEstablishment[] = [],
): Promise<{
  files: string[];
  document: string;
  fiche: string;
  individuals: number;
  name: string;
  siren: string;
}> {
  makePrivateFolder(directory);
  const org = onStoredEstablishments(dsnSeedOrganization(options), stored);
  // The fiche the affiliations name: imported first, the DSNs skip no affiliation.
  const fiche = path.join(directory, `${options.organizationId}-fiche-parametrage.xml`);
  fs.writeFileSync(fiche, seedFicheXml(org), { mode: 0o600 });
  const files: string[] = [];
  for (const month of options.months) {
    const file = path.join(directory, `${options.organizationId}-${month}.dsn`);
    const fd = fs.openSync(file, 'w', 0o600);
    try {
      for await (const text of dsnMonthLines(org, month, { insurerBlocks: options.insurerBlocks !== false }))
        fs.writeSync(fd, Buffer.from(text, 'latin1'));
    } finally {
      fs.closeSync(fd);
    }
    fs.chmodSync(file, 0o600);
    files.push(file);
  }
  const document = path.join(directory, `${options.organizationId}-hr-data.json`);
  fs.writeFileSync(document, `${JSON.stringify(dsnSeedDocument(org))}\n`, { mode: 0o600 });
  fs.chmodSync(document, 0o600);
  return { files, document, fiche, individuals: org.individuals.length, name: org.name, siren: org.siren };
}
