import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE, serialize } from '../../scripts/openapi.ts';
import { ERROR_CODES } from '../../src/http/errors.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

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

interface DocumentedOperation extends Operation {
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  'x-scopes'?: string[];
  'x-scopes-any'?: boolean;
  parameters?: { name: string }[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content: Record<string, { schema: unknown }> } | undefined
  >;
}

interface ExampleOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<
    string,
    | {
        content: Record<
          string,
          { example?: unknown; examples?: Record<string, { value: unknown }> } | undefined
        >;
      }
    | undefined
  >;
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

describe('the OpenAPI document as an integrator reads it', () => {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents on every operation the error responses with the one shared error body', () => {
    for (const [template, item] of Object.entries<Record<string, DocumentedOperation>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        // The success: 200, or 201/202 for a write that creates or accepts (an import: 202).
        const success = ['201', '202'].find((s) => statuses.includes(s)) ?? '200';
        const expected = [success, '400', '401', '403', '404', '429', '500', '503'];
        // A write reads a body, even one that takes none (a rotation): too large or not JSON is refused.
        if (operation.requestBody || ['post', 'put', 'patch'].includes(method)) expected.push('413', '415');
        // Writes take Idempotency-Key (409, 422); reads answer 304 to If-None-Match.
        if (method === 'post' || method === 'put') expected.push('409', '422');
        if (method === 'get') expected.push('304');
        // Operations that read a feed cursor also answer 410 cursor_expired.
        if (operation.parameters?.some((p) => p.name === 'after')) expected.push('410');
        expect(statuses.sort(), `${method} ${template}`).toEqual(expected.sort());
        for (const status of expected.filter((s) => s !== success && s !== '304')) {
          expect(operation.responses[status]?.content['application/json']?.schema).toEqual({
            $ref: '#/components/schemas/Problem',
          });
        }
        expect(operation.responses['429']?.headers).toHaveProperty('Retry-After');
        expect(operation.responses['503']?.headers).toHaveProperty('Retry-After');
        expect(operation.responses[success]?.headers).toHaveProperty('RateLimit-Remaining');
      }
    }
    expect(document.components.schemas.Problem.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it('gives every webhooks entry an operationId, unique across the document (OpenAPI 3.1 §4.8.10)', () => {
    const webhookOperations = Object.values<Record<string, Operation>>(document.webhooks).flatMap((item) =>
      Object.values(item),
    );
    expect(webhookOperations.length).toBeGreaterThan(0);
    const ids = [...operationsOf(document), ...webhookOperations].map((o) => o.operationId);
    for (const operation of webhookOperations) expect(operation.operationId).toMatch(/^on[A-Z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.webhooks['collaborator.status_changed'].post.operationId).toBe(
      'onCollaboratorStatusChanged',
    );
  });

  it('lists on every operation the scopes it requires: the key scheme, or OAuth2 with those scopes', () => {
    for (const operation of operationsOf(document)) {
      // A partner app's own operations take its client credentials (HTTP Basic), and no scope.
      if ((operation as DocumentedOperation).security?.some((requirement) => 'partnerApp' in requirement)) {
        expect((operation as DocumentedOperation).security).toEqual([{ partnerApp: [] }]);
        expect((operation as DocumentedOperation)['x-scopes']).toBeUndefined();
        continue;
      }
      const scopes = (operation as DocumentedOperation)['x-scopes'];
      expect(scopes?.length, operation.operationId).toBeGreaterThan(0);
      // An API key, or a token holding every scope, or (the change feed) any one of them: OpenAPI's alternatives.
      expect((operation as DocumentedOperation).security).toEqual([
        { apiKey: [] },
        ...((operation as DocumentedOperation)['x-scopes-any']
          ? (scopes ?? []).map((scope) => ({ oauth2: [scope] }))
          : [{ oauth2: scopes }]),
      ]);
    }
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.partnerApp).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('gives the shared shapes as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Collaborator',
        'CollaboratorListItem',
        'Absence',
        'WorkLocation',
        'Organization',
        'Establishment',
        'ComplementaryContract',
        'Affiliation',
        'Problem',
      ]),
    );
  });

  it('writes closed sets as enum, never as anyOf of single values', () => {
    const offenders: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) visit(n, `${where}/${i}`);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const members = (node as { anyOf?: unknown[] }).anyOf;
      if (members?.every((m) => typeof m === 'object' && m !== null && 'const' in m)) offenders.push(where);
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(document, '#');
    expect(offenders).toEqual([]);
    const schemas = document.components.schemas;
    expect(schemas.EmploymentStatus.enum).toEqual(['past', 'active', 'future']);
    expect(schemas.NatureContrat.enum).toContain('external_staff');
    expect(schemas.AffiliationStatus.enum).toEqual(['active', 'exempted', 'terminated']);
    expect(schemas.CountryCode.enum).toContain('fr');
    expect(schemas.AbsenceType.anyOf[0].enum).toContain('conge_paye');
    expect(schemas.AbsenceType.anyOf[1].pattern).toMatch(/^\^custom_/);
  });

  it('gives every operation a seeded example that its own schemas accept', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    for (const [template, item] of Object.entries<Record<string, ExampleOperation>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = `/api/public/v1${template.replace(/\{[^}]+\}/g, 'x')}`;
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status === '304') continue; // No body to exemplify.
          // A streamed answer (the snapshot) is NDJSON: an example of each kind of line, checked as a stream.
          const mediaType = response?.content['application/json']
            ? 'application/json'
            : 'application/x-ndjson';
          const media = response?.content[mediaType];
          const body =
            mediaType === 'application/x-ndjson'
              ? Object.values(media?.examples ?? {})
                  .map((example) => `${JSON.stringify(example.value)}\n`)
                  .join('')
              : media?.example;
          expect(body || undefined, `${operation.operationId} ${status}`).toBeDefined();
          assertMatchesContract({
            method: method.toUpperCase(),
            url,
            status: Number(status),
            contentType: mediaType,
            body,
          });
        }
        const body = operation.requestBody?.content['application/json'];
        if (body) {
          const pointer = ['paths', template, method, 'requestBody', 'content', 'application/json', 'schema']
            .map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1'))
            .join('/');
          const validate = ajv.compile({ $ref: `openapi.json#/${pointer}` });
          expect(validate(body.example), `${operation.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(
            true,
          );
        }
      }
    }
    const organization =
      document.paths['/organizations/{organizationId}'].get.responses['200'].content['application/json']
        .example.data;
    expect(organization.identity.siren).toMatch(/^\d{9}$/);
    expect(organization.establishments[0].siret.startsWith(organization.identity.siren)).toBe(true);
  });

  it('says on every scoped field which scope it needs', () => {
    const item = document.components.schemas.CollaboratorListItem.properties;
    expect(item.ssn['x-scopes']).toEqual(['org:employee:details:read']);
    expect(item.ssn.description).toContain('org:employee:details:read');
    expect(item.currentContract['x-scopes']).toEqual(['org:contract:details:read']);
    expect(item.currentContract.$ref).toBe('#/components/schemas/CurrentContract');
    expect(document.components.schemas.Collaborator.properties.contracts['x-scopes']).toEqual([
      'org:contract:details:read',
    ]);
    expect(document.components.schemas.Absence.properties.type['x-scopes']).toEqual([
      'org:absence:type:read',
    ]);
  });
});
