import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE } from '../../scripts/openapi.ts';
import { OPENAPI_VERSION, SPEC_VERSION } from '../../src/http/openapi.ts';
import {
  getOperationKeys,
  READ_OPERATIONS_FIXTURE,
  type ReadOperations,
  readOperations,
  serializeReadOperations,
} from './read-operations.ts';

type Document = Parameters<typeof readOperations>[0];

const fixture = (): ReadOperations => JSON.parse(fs.readFileSync(READ_OPERATIONS_FIXTURE, 'utf8'));
const fixtureKeys = () => Object.keys(fixture().operations);
const committed = (): Document => JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));

describe('the v1.11.0 read operations stay exactly as they were (the write API is additive)', () => {
  it('the live app documents every read of the fixture with the same parameters, responses and schemas', {
    timeout: 60_000,
  }, async () => {
    const live = (await generateOpenApiDocument()) as Document;
    // Compared as text: a difference shows as a diff of the fixture (rewrite it only for a major version).
    expect(serializeReadOperations(readOperations(live, fixtureKeys()))).toBe(
      fs.readFileSync(READ_OPERATIONS_FIXTURE, 'utf8'),
    );
  });

  it('the committed openapi.json says the same', () => {
    expect(readOperations(committed(), fixtureKeys())).toEqual(fixture());
  });

  it('the fixture holds the reads of the specification and those of main before the writes', () => {
    expect(fixtureKeys()).toEqual(
      expect.arrayContaining([
        'GET /organizations/{organizationId}/collaborators',
        'GET /organizations/{organizationId}/collaborators/{collaboratorId}',
        'GET /organizations/{organizationId}/absences',
        'GET /organizations/{organizationId}/work-locations',
        'GET /organizations/{organizationId}',
        'GET /organizations/{organizationId}/meal-vouchers',
        'GET /organizations/{organizationId}/complementary-contracts',
        'GET /organizations/{organizationId}/collaborators/{collaboratorId}/affiliations',
      ]),
    );
    expect(fixture().components.schemas).toHaveProperty('Collaborator');
    expect(fixture().components.schemas).toHaveProperty('Problem');
  });
});

describe('the extraction of the read operations', () => {
  const base = (): Document => structuredClone(committed());
  const extract = (document: Document) => readOperations(document, fixtureKeys());
  const paths = (document: Document) => document.paths as Record<string, Record<string, unknown>>;
  const schemas = (document: Document) =>
    (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
  const absences = '/organizations/{organizationId}/absences';

  it('ignores new operations, new reads, new components, scopes and the version', () => {
    const document = base();
    paths(document)[absences] = { ...paths(document)[absences], post: { operationId: 'requestAbsence' } };
    paths(document)['/organizations/{organizationId}/absences/{absenceId}'] = {
      get: { operationId: 'getAbsence', responses: { 200: { $ref: '#/components/schemas/AbsenceRequest' } } },
    };
    schemas(document).AbsenceRequest = { type: 'object' };
    (document.info as Record<string, unknown>).version = '1.13.0';
    const schemes = (document.components as { securitySchemes: Record<string, { description: string }> })
      .securitySchemes;
    if (schemes.apiKey) schemes.apiKey.description += ' org:absence:write: more.';
    expect(extract(document)).toEqual(extract(base()));
    // The new read is not in the fixture's operations: adding it changes nothing.
    expect(getOperationKeys(document)).toContain('GET /organizations/{organizationId}/absences/{absenceId}');
  });

  it('sees a changed parameter of a read', () => {
    const document = base();
    const list = paths(document)[absences]?.get as { parameters: { name: string; required?: boolean }[] };
    const limit = list.parameters.find((p) => p.name === 'limit');
    if (limit) limit.required = true;
    expect(extract(document)).not.toEqual(extract(base()));
  });

  it('sees a schema a read reaches only through another schema', () => {
    const document = base();
    // AbsenceType is reached from the absences list through AbsencePage → Absence.
    schemas(document).AbsenceType = { type: 'string' };
    expect(extract(document)).not.toEqual(extract(base()));
  });

  it('sees a new response status, and a read that went away', () => {
    const withTeapot = base();
    const list = paths(withTeapot)[absences]?.get as { responses: Record<string, unknown> };
    list.responses['418'] = { description: 'no' };
    expect(extract(withTeapot)).not.toEqual(extract(base()));
    const without = base();
    delete paths(without)[absences];
    expect(extract(without).operations[`GET ${absences}`]).toBeNull();
  });
});

describe('the document version', () => {
  it('is a minor version beyond the specification, which x-spec-version names', () => {
    const { info } = committed() as { info: { version: string; 'x-spec-version': string } };
    expect(info['x-spec-version']).toBe('1.11.0');
    expect(info['x-spec-version']).toBe(SPEC_VERSION);
    expect(info.version).toBe(OPENAPI_VERSION);
    const [specMajor, specMinor] = SPEC_VERSION.split('.').map(Number);
    const [major, minor] = OPENAPI_VERSION.split('.').map(Number);
    expect(major).toBe(specMajor);
    expect(minor).toBeGreaterThan(specMinor ?? 0);
  });
});
