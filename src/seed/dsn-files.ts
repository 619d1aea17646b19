import fs from 'node:fs';
import path from 'node:path';
import { makePrivateFolder } from '../shared/private-folder.ts';
import { type DsnSeedOptions, dsnSeedOrganization } from './dsn-model.ts';
import { dsnMonthLines, dsnSeedDocument } from './dsn-writer.ts';

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
): Promise<{ files: string[]; document: string; individuals: number }> {
  makePrivateFolder(directory);
  const org = dsnSeedOrganization(options);
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
  return { files, document, individuals: org.individuals.length };
}
