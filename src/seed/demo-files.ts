import fs from 'node:fs';
import path from 'node:path';
import { importFiche } from '../complementary-contracts/fiche-import.ts';
import { SYSTEM_ACTOR } from '../db/audit.ts';
import type { Store } from '../db/store.ts';
import { importDocument } from '../hr-data/import.ts';
import { makePrivateFolder } from '../shared/private-folder.ts';
import { dsnSeedOrganization, type GenOrganization } from './dsn-model.ts';
import { dsnMonthLines, dsnSeedDocument } from './dsn-writer.ts';
import { seedFicheXml } from './fiche-writer.ts';

/** The seed of the demo organization: `hrapi seed --format dsn --org org_demo` uses it too. */
export const DEMO_SEED = 'demo';

/** The three months before `asOf`'s, oldest first: the DSNs the demo's payroll would have sent. */
export function demoMonths(asOf: string): string[] {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  return [3, 2, 1].map((back) => {
    const n = year * 12 + month - 1 - back;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

export function demoModel(organizationId: string, collaborators: number, asOf: string): GenOrganization {
  return dsnSeedOrganization({
    collaborators,
    seed: DEMO_SEED,
    organizationId,
    asOf,
    months: demoMonths(asOf),
  });
}

/**
 * Loads the demo organization as its own DSNs describe it (people, contracts, stoppages) and the
 * fiche their affiliations name: uploading those DSNs then applies with no warning.
 */
export async function importDemoData(store: Store, model: GenOrganization): Promise<void> {
  const text = JSON.stringify(dsnSeedDocument(model));
  const outcome = await importDocument(
    store,
    {
      async *open() {
        yield text;
      },
    },
    { actor: SYSTEM_ACTOR },
  );
  if (!outcome.ok) throw new Error('the generated demo document was refused');
  const head = model.establishments.find((e) => e.isHeadOffice) ?? model.establishments[0];
  if (!head) throw new Error('the generated demo has no establishment');
  await importFiche(store, store.engine, model.id, SYSTEM_ACTOR, {
    establishmentId: head.id,
    ficheParametrageXml: seedFicheXml(model),
  });
}

/** Writes the demo's fiche and monthly DSNs (ISO-8859-1), readable by their owner only: they hold NIRs. */
export async function writeDemoFiles(model: GenOrganization, directory: string): Promise<string[]> {
  makePrivateFolder(directory);
  const fiche = path.join(directory, 'fiche-parametrage.xml');
  fs.writeFileSync(fiche, seedFicheXml(model), { mode: 0o600 });
  const files = [fiche];
  for (const month of model.months) {
    const file = path.join(directory, `${model.id}-${month}.dsn`);
    const fd = fs.openSync(file, 'w', 0o600);
    try {
      for await (const text of dsnMonthLines(model, month)) fs.writeSync(fd, Buffer.from(text, 'latin1'));
    } finally {
      fs.closeSync(fd);
    }
    files.push(file);
  }
  return files;
}
