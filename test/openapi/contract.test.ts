import { describe, expect, it } from 'vitest';
import { assertMatchesContract, type ObservedResponse } from '../support/contract.ts';

const LIST = '/api/public/v1/organizations/org_acme/collaborators?page=1';
const problem = (status: number, code: string) => ({
  type: 'about:blank',
  title: 'Not Found',
  status,
  code,
  detail: 'collaborator not found',
  requestId: '0195f0a2-7c1e-7000-8000-000000000000',
});
const collaborator = {
  id: 'col_000001',
  status: 'active',
  isProfileComplete: true,
  personnelNumber: 'M0001',
  title: 'mrs',
  firstName: 'Camille',
  lastName: 'Lefèvre',
  email: 'camille.lefevre@example.fr',
};
const json = 'application/json; charset=utf-8';
const observed = (overrides: Partial<ObservedResponse>): ObservedResponse => ({
  method: 'GET',
  url: LIST,
  status: 200,
  contentType: json,
  body: { data: [collaborator], total: 1, page: 1, limit: 20, nextCursor: null },
  ...overrides,
});

describe('the contract check of every API response in the suite', () => {
  it('accepts a response the OpenAPI document describes', () => {
    expect(() => assertMatchesContract(observed({}))).not.toThrow();
    expect(() =>
      assertMatchesContract(observed({ status: 404, body: problem(404, 'not_found') })),
    ).not.toThrow();
  });

  it('refuses a body that drifts from the document', () => {
    expect(() =>
      assertMatchesContract(observed({ body: { data: [collaborator], page: 1, limit: 20 } })),
    ).toThrow(/refuses/);
    const retired = { ...collaborator, status: 'retired' };
    expect(() =>
      assertMatchesContract(
        observed({ body: { data: [retired], total: 1, page: 1, limit: 20, nextCursor: null } }),
      ),
    ).toThrow(/must be equal to one of the allowed values/);
  });

  it('refuses a status the operation does not document', () => {
    expect(() => assertMatchesContract(observed({ status: 418, body: problem(418, 'not_found') }))).toThrow(
      /does not list/,
    );
  });

  it('refuses an error body outside the closed set of codes', () => {
    expect(() => assertMatchesContract(observed({ status: 404, body: problem(404, 'gone') }))).toThrow(
      /refuses/,
    );
  });

  it('holds a path no operation serves to the error body, and never to a success', () => {
    const unknown = '/api/public/v1/organizations/org_acme/nothing';
    expect(() =>
      assertMatchesContract(observed({ url: unknown, status: 404, body: problem(404, 'not_found') })),
    ).not.toThrow();
    expect(() => assertMatchesContract(observed({ url: unknown, status: 200, body: {} }))).toThrow(/lacks/);
  });

  it('refuses a response that is not JSON', () => {
    expect(() => assertMatchesContract(observed({ contentType: 'text/plain' }))).toThrow(/application\/json/);
  });
});
