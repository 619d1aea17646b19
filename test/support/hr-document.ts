import fs from 'node:fs';
import path from 'node:path';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { type ImportOutcome, importDocument } from '../../src/hr-data/import.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../fixtures/hr-data-example.json');

// biome-ignore lint/suspicious/noExplicitAny: tests reshape the example document freely
export type HrDocument = any;

/** The example document of docs/hr-data.md, moved to an organization of the test's own. */
export function exampleDocument(organizationId: string): HrDocument {
  const doc = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
  doc.organization.id = organizationId;
  return doc;
}

/** Imports a document as `hrapi import` does; throws when it is refused. */
export async function importHrDocument(
  store: Store,
  doc: HrDocument,
  options: { replace?: boolean } = {},
): Promise<Extract<ImportOutcome, { ok: true }>> {
  const text = JSON.stringify(doc);
  const outcome = await importDocument(
    store,
    {
      async *open() {
        yield text;
      },
    },
    { actor: CLI_ACTOR, replace: options.replace ?? false },
  );
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
  return outcome;
}
