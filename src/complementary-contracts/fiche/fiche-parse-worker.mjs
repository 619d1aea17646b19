// The fiche parser on a thread of its own: parsing the largest fiche takes about a second, which
// on the main thread would hold every other request of the process. Loads the TypeScript sources
// through tsx, as bin/hrapi does.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseFiche } = await import('./fiche-parser.ts');
const { FicheRefused } = await import('./fiche-problems.ts');
const { contractsOf } = await import('./fiche-contracts.ts');

parentPort?.on('message', ({ id, xml }) => {
  try {
    const parsed = parseFiche(xml);
    parentPort?.postMessage({
      id,
      ok: true,
      contracts: contractsOf(parsed.entries),
      companies: parsed.companies,
    });
  } catch (error) {
    if (error instanceof FicheRefused) parentPort?.postMessage({ id, ok: false, problems: error.problems });
    else
      parentPort?.postMessage({
        id,
        ok: false,
        failure: error instanceof Error ? error.message : String(error),
      });
  }
});
