import { describe, expect, it } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createClient } from '../src/index.ts';
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
    expect(request.body === undefined ? undefined : JSON.parse(request.body)).toEqual(body);
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
