import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { EXAMPLE_CONTRACT } from '../../src/openapi-examples/contracts.ts';
import { EXAMPLES_SEED } from '../../src/openapi-examples/seed.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { basic, givenPartnerApp } from '../partner-apps/support.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { givenComplementaryContract } from '../support/hr-data.ts';
import { importHrDocument } from '../support/hr-document.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface ExampleOperation {
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));

/** Every operation of the document whose request body carries an example: what contract-test tools send. */
const requestExamples = Object.entries<Record<string, ExampleOperation>>(document.paths).flatMap(
  ([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const example = operation.requestBody?.content['application/json']?.example;
      return example === undefined ? [] : [{ template, method, operation, example }];
    }),
);

/** The path parameters the examples speak of: the seeded organization and its first collaborator. */
function pathParameters(): Record<string, string> {
  const listItems = document.paths['/organizations/{organizationId}/collaborators'].get.responses['200']
    .content['application/json'].example.data as { id: string }[];
  const first = listItems[0];
  if (!first) throw new Error('the document has no collaborator example');
  const firstOf = (path: string) =>
    (
      document.paths[path].get.responses['200'].content['application/json'].example.data as { id: string }[]
    )[0]?.id ?? '';
  return {
    organizationId: EXAMPLES_SEED.organizationId,
    collaboratorId: first.id,
    absenceId: firstOf('/organizations/{organizationId}/absences'),
    workLocationId: firstOf('/organizations/{organizationId}/work-locations'),
  };
}

describe.each(testEngines())('the request examples of the OpenAPI document on %s', (engine) => {
  let t: TestServer;
  let key: string;
  let app: { clientId: string; clientSecret: string };

  beforeAll(async () => {
    t = await startTestServer(engine);
    const { store } = t.testStore;
    // The organization the examples come from, seeded as `hrapi seed` does, and the contract
    // the affiliation examples name.
    let text = '';
    for await (const chunk of seedDocument(EXAMPLES_SEED).open()) text += chunk;
    await importHrDocument(store, JSON.parse(text));
    await givenComplementaryContract(store.db, EXAMPLES_SEED.organizationId, {
      id: EXAMPLE_CONTRACT.id,
      optionIds: EXAMPLE_CONTRACT.options.map((o) => o.id),
      reference: EXAMPLE_CONTRACT.contractReference,
    });
    key = (await givenKey(store.db, EXAMPLES_SEED.organizationId, [...ALL_SCOPES], 'partner')).secret;
    app = await givenPartnerApp(store.db);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('the document has request examples to send', () => {
    expect(requestExamples.map((e) => e.operation.operationId)).toEqual(
      expect.arrayContaining([
        'importFicheParametrage',
        'replaceAffiliations',
        'upsertCollaboratorAffiliation',
      ]),
    );
  });

  it.each(requestExamples.map((e) => [e.operation.operationId, e] as const))(
    'the server accepts the request example of %s, as a contract-test tool sends it',
    async (_, { template, method, operation, example }) => {
      const parameters = pathParameters();
      const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = parameters[name];
        if (value === undefined) throw new Error(`no example value for the path parameter ${name}`);
        return value;
      });
      // A decision is sent on a pending request: the example's request is put back to pending first.
      const decided = /\/(absences|work-locations)\/\{\w+\}\/(approve|reject)$/.exec(template);
      if (decided) {
        const table = decided[1] === 'absences' ? 'absences' : 'work_locations';
        const id = decided[1] === 'absences' ? parameters.absenceId : parameters.workLocationId;
        await t.testStore.store.db
          .updateTable(table)
          .set({ status: 'pending' })
          .where('organization_id', '=', EXAMPLES_SEED.organizationId)
          .where('id', '=', id ?? '')
          .execute();
      }
      // A partner app's own operations take its client credentials, not a key.
      const byApp = operation.security?.some((requirement) => 'partnerApp' in requirement);
      const response = await t.api(path, {
        method: method.toUpperCase(),
        body: example,
        ...(byApp ? { headers: { authorization: basic(app.clientId, app.clientSecret) } } : { key }),
      });
      // A replace or a decision answers 200; a request made, 201; an import accepted, 202.
      const success = ['200', '201', '202'].find((status) => operation.responses[status]) ?? '200';
      expect(response.status, JSON.stringify(response.body)).toBe(Number(success));
    },
  );
});
