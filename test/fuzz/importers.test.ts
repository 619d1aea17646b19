import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { dsnBufferSource } from '../../src/dsn/lines.ts';
import { READ_RUBRIQUES } from '../../src/dsn/read-rubriques.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { contract, dsnText, establishment, header, individual, TEST_SIREN } from '../dsn/builder.ts';
import { testEngines } from '../support/engines.ts';
import { exampleDocument, type HrDocument, importHrDocument } from '../support/hr-document.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { controlCharacter } from './arbitraries.ts';
import { tenantSnapshot } from './requests.ts';

/**
 * The importers fuzzed with text that must not be stored: a refused character at a random place of
 * a random value of a valid DSN or HR data document. Whatever the place, the import is refused in
 * validation with that place named (never a raw driver error), and nothing is written. FUZZ_RUNS
 * per importer and engine, as for the API's fuzz; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Every string of the document, with its JSON path and a way to change it. */
interface Leaf {
  path: string;
  value: string;
  set: (value: string) => void;
}
function stringLeaves(doc: HrDocument): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: Record<string, unknown> | unknown[], path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = Array.isArray(node) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        leaves.push({ path: at, value, set: (v) => ((node as Record<string, unknown>)[key] = v) });
      } else if (typeof value === 'object' && value !== null) {
        walk(value as Record<string, unknown>, at);
      }
    }
  };
  walk(doc, '');
  return leaves;
}

const DSN_LINES = [...header('012026'), ...establishment(), ...individual(), ...contract()];
/** The lines whose value the import reads (the others are never decoded nor stored). */
const READ_LINES = dsnText(DSN_LINES)
  .split('\n')
  .map((line, index) => ({ line, number: index + 1, code: line.slice(0, 14) }))
  .filter(({ code }) => READ_RUBRIQUES.has(code));

describe.each(testEngines())('the importers refuse text that could hurt, fuzzed, on %s', (engine) => {
  let t: TestStore;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('refuses a control character anywhere in a DSN value with its line and rubrique, and writes nothing', async () => {
    // A DSN is bytes: a lone surrogate cannot be written in it, and LF ends its line.
    const character = controlCharacter('none').filter((c) => c !== '\n' && !/[\uD800-\uDFFF]/.test(c));
    const place = fc.tuple(fc.constantFrom(...READ_LINES), fc.integer({ min: 0, max: 40 }), character);
    await fc.assert(
      fc.asyncProperty(place, async ([target, offset, bad]) => {
        const org = `org_fuzz_dsn_${counter++}`;
        await createOrganization(t.store.db, { id: org, name: 'Fuzz', siren: TEST_SIREN });
        const value = target.line.slice(16, -1);
        const at = Math.min(offset, value.length);
        const spoilt = `${target.line.slice(0, 16)}${value.slice(0, at)}${bad}${value.slice(at)}'`;
        const text = dsnText(DSN_LINES).replace(target.line, spoilt);
        const bytes = Buffer.from(text, bad.charCodeAt(0) > 0xff ? 'utf8' : 'latin1');
        const before = await tenantSnapshot(t.store.db, org);
        const outcome = await importDsn(t.store, [dsnBufferSource('fuzz.dsn', bytes)], {
          organizationId: org,
          dryRun: false,
          actor: CLI_ACTOR,
        });
        expect(outcome.ok).toBe(false);
        if (outcome.ok) return;
        expect(outcome.problems).toContainEqual({
          path: `line ${target.number} (${target.code})`,
          message: expect.stringMatching(
            /^the value contains (a control character|a noncharacter) \(U\+[0-9A-F]{4}\) at position \d+$/,
          ),
        });
        expect(await tenantSnapshot(t.store.db, org)).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('refuses a control character anywhere in a string of the HR data document with its JSON path, and writes nothing', async () => {
    const org = 'org_fuzz_hr';
    await importHrDocument(t.store, exampleDocument(org));
    const count = stringLeaves(exampleDocument(org)).length;
    const place = fc.tuple(
      fc.integer({ min: 0, max: count - 1 }),
      fc.integer({ min: 0, max: 40 }),
      controlCharacter('tab-and-line-breaks'),
    );
    await fc.assert(
      fc.asyncProperty(place, async ([index, offset, bad]) => {
        const doc = exampleDocument(org);
        const leaf = stringLeaves(doc)[index];
        if (!leaf) throw new Error(`no string ${index} in the example`);
        const at = Math.min(offset, leaf.value.length);
        leaf.set(`${leaf.value.slice(0, at)}${bad}${leaf.value.slice(at)}`);
        const path = leaf.path;
        const before = await tenantSnapshot(t.store.db, org);
        const text = JSON.stringify(doc);
        const outcome = await importDocument(
          t.store,
          {
            async *open() {
              yield text;
            },
          },
          { actor: CLI_ACTOR, organizationId: org },
        );
        expect(outcome.ok).toBe(false);
        if (outcome.ok) return;
        expect(outcome.problems).toContainEqual({
          path,
          message: expect.stringMatching(
            /^contains (a control character|a lone surrogate|a noncharacter) \(U\+[0-9A-F]{4}\) at position \d+$/,
          ),
        });
        expect(await tenantSnapshot(t.store.db, org)).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
