import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PaginationQuery } from '../schema/pagination.ts';
import { jsonPath } from '../shared/json-path.ts';
import { renderErrors } from './pipeline/errors.ts';
import { AJV_OPTIONS, installStrictNumbers, strictInteger } from './strict-numbers.ts';

async function pagedRoute() {
  const app = Fastify({ ajv: AJV_OPTIONS });
  await renderErrors(app);
  installStrictNumbers(app);
  app.get(
    '/list',
    { schema: { querystring: Type.Object(PaginationQuery, { additionalProperties: false }) } },
    async (request) => request.query,
  );
  app.post(
    '/named',
    { schema: { body: Type.Object({ name: Type.String() }, { additionalProperties: false }) } },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('pagination parameters', () => {
  it('default to page 1 and limit 20', async () => {
    const app = await pagedRoute();
    const response = await app.inject('/list');
    expect(response.json()).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    ['page=0', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=-1', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=1.5', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=abc', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=1e18', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=99999999999999999999', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=10000001', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=0x10', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=1e1', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=%2B5', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=%201', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=1.', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=1.0', 'page', 'page must be an integer between 1 and 10000000'],
    ['page=Infinity', 'page', 'page must be an integer between 1 and 10000000'],
    ['limit=-Infinity', 'limit', 'limit must be an integer between 1 and 100'],
    ['limit=NaN', 'limit', 'limit must be an integer between 1 and 100'],
    ['limit=0', 'limit', 'limit must be an integer between 1 and 100'],
    ['limit=101', 'limit', 'limit must be an integer between 1 and 100'],
    ['limit=', 'limit', 'limit must be an integer between 1 and 100'],
  ])('refuse %s with 400 naming %s', async (query, name, detail) => {
    const app = await pagedRoute();
    const response = await app.inject(`/list?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      detail,
      errors: [{ in: 'query', name }],
    });
  });

  it('accept limit 100, never clamping it', async () => {
    const app = await pagedRoute();
    expect((await app.inject('/list?limit=100&page=3')).json()).toEqual({ page: 3, limit: 100 });
  });

  it('refuse an unknown parameter, naming it and the accepted ones', async () => {
    const app = await pagedRoute();
    const response = await app.inject('/list?pgae=2');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'pgae is not a known parameter; accepted parameters: page, limit, cursor',
    );
  });

  it('accept the last page allowed, 10000000', async () => {
    const app = await pagedRoute();
    expect((await app.inject('/list?page=10000000')).json()).toEqual({ page: 10000000, limit: 20 });
  });

  it('refuse a number where the body expects a string, coercing nothing', async () => {
    const app = await pagedRoute();
    const response = await app.inject({ method: 'POST', url: '/named', payload: { name: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_body', errors: [{ in: 'body', name: 'name' }] });
  });

  it('list every problem at once', async () => {
    const app = await pagedRoute();
    const response = await app.inject('/list?page=0&limit=500&x=1');
    expect(
      response
        .json()
        .errors.map((e: { name: string }) => e.name)
        .sort(),
    ).toEqual(['limit', 'page', 'x']);
  });
});

describe('strictInteger', () => {
  it.each([
    ['42', 42],
    ['-3', -3],
    ['007', 7],
    ['9007199254740991', 9007199254740991],
  ])('reads %s as %s', (raw, value) => {
    expect(strictInteger(raw)).toBe(value);
  });

  it.each([
    '0x10',
    '1e1',
    '+5',
    ' 1',
    '1 ',
    '1.',
    '1.0',
    '',
    '-',
    'Infinity',
    '99999999999999999',
    '9007199254740993',
  ])('leaves %j as a string for the schema to refuse', (raw) => {
    expect(strictInteger(raw)).toBe(raw);
  });
});

describe('jsonPath', () => {
  it.each([
    ['', ''],
    ['/establishmentId', 'establishmentId'],
    ['/affiliations/3/optionId', 'affiliations[3].optionId'],
  ])('%s → %s', (pointer, path) => {
    expect(jsonPath(pointer)).toBe(path);
  });
});
