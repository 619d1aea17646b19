import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE, serialize } from '../../scripts/openapi.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const OPERATION_IDS = [
  'listCollaborators',
  'getCollaborator',
  'listAbsences',
  'listWorkLocations',
  'getOrganization',
  'listMealVouchers',
  'listComplementaryContracts',
  'importFicheParametrage',
  'replaceAffiliations',
  'upsertCollaboratorAffiliation',
  'listCollaboratorAffiliations',
];

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
}

const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.values(document.paths).flatMap((item) => Object.values(item));

describe('the OpenAPI document', () => {
  it('committed as openapi.json is exactly the generated one (run `npm run openapi` after a schema change)', async () => {
    const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(serialize(await generateOpenApiDocument()));
  });

  it('names every operation of the specification, each with a tag, a summary and a description', () => {
    const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    const operations = operationsOf(document);
    expect(operations.map((o) => o.operationId).sort()).toEqual(
      expect.arrayContaining([...OPERATION_IDS].sort()),
    );
    for (const operation of operations) {
      expect(operation.tags?.length, operation.operationId).toBeGreaterThan(0);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description, operation.operationId).toBeTruthy();
    }
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.11.0');
  });
});

describe('the served OpenAPI document', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => t?.stop());

  it.each(['/api/public/v1/openapi.json', '/openapi.json'])(
    'is served at %s without authentication, equal to the committed file',
    async (path) => {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')));
    },
  );
});
