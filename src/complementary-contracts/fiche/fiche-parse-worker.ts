// The fiche parser on a thread of its own: parsing a large fiche on the main thread would hold
// every other request of the process (see docs/performance.md, "Figures behind the code").
import { parentPort } from 'node:worker_threads';
import { contractsOf } from './fiche-contracts.ts';
import { parseFiche } from './fiche-parser.ts';
import { FicheRefused } from './fiche-problems.ts';

parentPort?.on('message', ({ id, xml }: { id: number; xml: string }) => {
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
