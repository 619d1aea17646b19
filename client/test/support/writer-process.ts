/**
 * Another process writing to an organization while syncs run (node --import tsx this-file ORG):
 * in a loop, what `hrapi import --replace` does with one of several versions of the organization
 * (collaborators changed, contracts, absences and work locations created and deleted), and what
 * `hrapi collaborators erase` does. Commands on stdin, one a line: `pause` (answers `paused` once
 * no write is running), `resume`, `stop`. Prints `rounds N` after each pause.
 */
import readline from 'node:readline';
import { withStore } from '../../../src/cli/context.ts';
import { eraseCollaborator } from '../../../src/collaborators/collaborator-erasure.ts';
import { CLI_ACTOR } from '../../../src/db/audit.ts';
import { importDocument } from '../../../src/hr-data/import.ts';
import { seedDocument } from '../../../src/seed/document.ts';

const organizationId = process.argv[2] ?? '';
const asOf = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(asOf) + offset * 86_400_000).toISOString().slice(0, 10);
const VERSIONS = [
  { collaborators: 30, asOf: day(0) },
  { collaborators: 26, asOf: day(40) },
  { collaborators: 34, asOf: day(-40) },
];

let paused = false;
let acknowledge = false;
let stopped = false;
let wake: () => void = () => {};
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'pause') {
    paused = true;
    acknowledge = true;
  }
  if (line === 'resume') paused = false;
  if (line === 'stop') stopped = true;
  wake();
});
lines.on('close', () => {
  stopped = true;
  wake();
});

await withStore(async (store) => {
  let rounds = 0;
  for (let round = 0; !stopped; round++) {
    if (paused) {
      if (acknowledge) {
        process.stdout.write(`paused rounds ${rounds}\n`);
        acknowledge = false;
        rounds = 0;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        if (stopped || !paused || acknowledge) resolve();
      });
      continue;
    }
    const version = VERSIONS[round % VERSIONS.length] ?? VERSIONS[0];
    if (!version) break;
    const outcome = await importDocument(store, seedDocument({ seed: 'proof', organizationId, ...version }), {
      actor: CLI_ACTOR,
      replace: true,
    });
    if (!outcome.ok) throw new Error(`import refused: ${JSON.stringify(outcome.problems.slice(0, 2))}`);
    if (round % 2 === 1) {
      const collaboratorId = `col_${String(1 + ((round * 7) % 26)).padStart(6, '0')}`;
      await eraseCollaborator(store.db, store.engine, organizationId, collaboratorId, CLI_ACTOR);
    }
    rounds++;
    await new Promise((resolve) => setTimeout(resolve, 10 + (round % 4) * 15));
  }
});
