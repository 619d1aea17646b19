import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { GENERATED_SCHEMA, generateSchema } from '../generated-client/generate.ts';
import { testEngines } from '../support/engines.ts';
import { collaboratorWrites } from './collaborator-writes.ts';
import { importWrites } from './import-writes.ts';
import { partnerWrites } from './partner-writes.ts';
import { requestWrites } from './request-writes.ts';
import { startTwoInstances, type TwoInstances } from './two-instances.ts';
import { givenWorld } from './world.ts';
import { documentedWrites, type WriteExercises } from './write-operations.ts';

/** One exercise per write operation of the document, keyed `METHOD /path`. */
const EXERCISES: WriteExercises = {
  ...partnerWrites,
  ...collaboratorWrites,
  ...requestWrites,
  ...importWrites,
};

describe('the client generated from openapi.json by openapi-typescript and openapi-fetch', () => {
  it('is generated from the committed document (run `npm run openapi` after a schema change)', {
    timeout: 60_000,
  }, async () => {
    const expected = await generateSchema(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    expect(fs.readFileSync(GENERATED_SCHEMA, 'utf8'), 'test/generated-client/schema.ts is stale').toBe(
      expected,
    );
  });

  it('has an exercise for every write operation of the document, and none for a write it lacks', () => {
    expect(Object.keys(EXERCISES).sort()).toEqual(documentedWrites());
  });
});

describe.each(testEngines())(
  'every write operation through the generated client, written on one instance and read on the other (%s)',
  (engine) => {
    let instances: TwoInstances;
    beforeAll(async () => {
      instances = await startTwoInstances(engine);
    });
    afterAll(async () => {
      await instances?.stop();
    });

    it.each(documentedWrites())('%s', async (operation) => {
      const exercise = EXERCISES[operation];
      if (!exercise) throw new Error(`no exercise for ${operation}`);
      await exercise(await givenWorld(instances));
    });
  },
);
