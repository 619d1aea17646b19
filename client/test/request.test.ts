import { describe, expect, it } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createClient } from '../src/index.ts';
import type { OperationSpec } from '../src/operation-spec.ts';
import { buildRequest } from '../src/request.ts';

const BASE = 'http://127.0.0.1:9/api/public/v1';

describe('building a request from one object of parameters', () => {
  it.each([
    [
      'path parameters are encoded, query parameters set when given',
      'listCollaborators',
      { organizationId: 'org/1', status: 'active', page: 2, limit: 100 },
      `${BASE}/organizations/org%2F1/collaborators?page=2&limit=100&status=active`,
      undefined,
    ],
    [
      'undefined query parameters are left out',
      'getCollaborator',
      { organizationId: 'o', collaboratorId: 'c', establishmentId: undefined },
      `${BASE}/organizations/o/collaborators/c`,
      undefined,
    ],
    [
      'body members go to a JSON body',
      'upsertCollaboratorAffiliation',
      {
        organizationId: 'o',
        collaboratorId: 'c',
        establishmentId: 'e',
        complementaryContractId: 'cc',
        optionId: 'op',
        status: 'active',
      },
      `${BASE}/organizations/o/collaborators/c/affiliations`,
      { establishmentId: 'e', complementaryContractId: 'cc', optionId: 'op', status: 'active' },
    ],
  ] as const)('%s', (_rule, operationId, params, url, body) => {
    const request = buildRequest(BASE, operationId, operations[operationId], params);
    expect(request.url).toBe(url);
    expect(typeof request.body === 'string' ? JSON.parse(request.body) : request.body).toEqual(body);
  });

  const spec = (bodyMediaType: OperationSpec['bodyMediaType'], bodyParams: string[]): OperationSpec => ({
    method: bodyMediaType === 'application/merge-patch+json' ? 'PATCH' : 'POST',
    path: '/organizations/{organizationId}/things',
    pathParams: ['organizationId'],
    queryParams: ['dryRun'],
    defaultedParams: [],
    bodyParams,
    bodyMediaType,
    wholeBody: bodyMediaType === 'application/octet-stream',
    maxLimit: null,
    items: null,
  });

  it('sends a merge patch as JSON, its nulls included (a null removes the member, RFC 7396)', () => {
    const request = buildRequest(
      BASE,
      'patchThing',
      spec('application/merge-patch+json', ['email', 'phone']),
      {
        organizationId: 'o',
        email: 'a@example.fr',
        phone: null,
      },
    );
    expect(request.body).toBe('{"email":"a@example.fr","phone":null}');
  });

  it('sends a raw body as it is, and refuses a raw body that is not bytes or text', () => {
    const bytes = new TextEncoder().encode("S10.G00.00.001,'x'");
    const raw = spec('application/octet-stream', ['body']);
    const request = buildRequest(BASE, 'postFile', raw, { organizationId: 'o', dryRun: true, body: bytes });
    expect(request.url).toBe(`${BASE}/organizations/o/things?dryRun=true`);
    expect(request.body).toBe(bytes);
    expect(() =>
      buildRequest(BASE, 'postFile', raw, { organizationId: 'o', body: { not: 'bytes' } }),
    ).toThrow(/postFile needs body/);
  });

  it('refuses a parameter the operation does not take, naming the ones it takes', () => {
    expect(() =>
      buildRequest(BASE, 'getOrganization', operations.getOrganization, { organizationId: 'o', stauts: 'x' }),
    ).toThrow(/getOrganization takes no parameter stauts; it takes organizationId, establishmentId/);
  });

  it('refuses a call without a path parameter', () => {
    expect(() =>
      buildRequest(BASE, 'getCollaborator', operations.getCollaborator, { organizationId: 'o' }),
    ).toThrow(/needs the path parameter collaboratorId/);
  });

  it.each(['http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/public', 'http://127.0.0.1:3000/v1'])(
    'refuses a base URL that is not the API base (%s)',
    (baseUrl) => {
      expect(() => createClient({ baseUrl, apiKey: 'k' })).toThrow(/ending with \/api\/public\/v1/);
    },
  );

  it('accepts the API base with a trailing slash', () => {
    expect(() => createClient({ baseUrl: `${BASE}/`, apiKey: 'k' })).not.toThrow();
  });

  it('has one method per operation of the generated table, and paginate', () => {
    const hr = createClient({ baseUrl: BASE, apiKey: 'k' });
    for (const id of Object.keys(operations))
      expect(typeof hr[id as keyof typeof operations]).toBe('function');
    expect(typeof hr.paginate).toBe('function');
  });
});
