import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.ts';
import { PaginationQuery } from './pagination.ts';
import { jsonPath } from './validation.ts';

async function pagedRoute() {
  const app = Fastify({
    ajv: {
      customOptions: {
        removeAdditional: false,
        allErrors: true,
        coerceTypes: true,
        keywords: ['x-expected'],
      },
    },
  });
  installErrorHandling(app);
  app.get(
    '/list',
    { schema: { querystring: Type.Object(PaginationQuery, { additionalProperties: false }) } },
    async (request) => request.query,
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
    ['page=0', 'page', 'page must be an integer greater than or equal to 1'],
    ['page=-1', 'page', 'page must be an integer greater than or equal to 1'],
    ['page=1.5', 'page', 'page must be an integer greater than or equal to 1'],
    ['page=abc', 'page', 'page must be an integer greater than or equal to 1'],
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
    expect(response.json().detail).toBe('pgae is not a known parameter; accepted parameters: page, limit');
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

describe('jsonPath', () => {
  it.each([
    ['', ''],
    ['/establishmentId', 'establishmentId'],
    ['/affiliations/3/optionId', 'affiliations[3].optionId'],
  ])('%s → %s', (pointer, path) => {
    expect(jsonPath(pointer)).toBe(path);
  });
});
