import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerOpenApi } from './openapi.ts';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('the OpenAPI registration', () => {
  it('gives an API route that forgets errorResponses() every error response all the same', async () => {
    const app = Fastify();
    await registerOpenApi(app, { examples: {}, scopeDescriptions: {}, webhooks: {} });
    await app.register(
      async (api) => {
        api.get(
          '/organizations/:organizationId/things',
          { schema: { operationId: 'listThings', response: { 200: Type.Object({}) } } },
          async () => ({}),
        );
        api.put(
          '/organizations/:organizationId/things',
          { schema: { body: Type.Object({}) } },
          async () => ({}),
        );
      },
      { prefix: '/api/public/v1' },
    );
    await app.ready();
    const item = (app.swagger() as unknown as Document).paths['/organizations/{organizationId}/things'];
    expect(Object.keys(item?.get?.responses ?? {}).sort()).toEqual(
      ['200', '304', '400', '401', '403', '404', '429', '500', '503'].sort(),
    );
    expect(Object.keys(item?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['409', '413', '415', '422']),
    );
    await app.close();
  });
});
