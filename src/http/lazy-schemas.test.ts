import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaController } from './lazy-schemas.ts';
import { AJV_OPTIONS } from './strict-numbers.ts';

function appWithLazySchemas() {
  return Fastify({ ajv: AJV_OPTIONS, schemaController: lazySchemaController() });
}

describe('route schemas compiled on first use', () => {
  it('starts with a schema no compiler accepts, and refuses only the request of that route', async () => {
    const app = appWithLazySchemas();
    app.get('/broken', { schema: { querystring: { type: 'no-such-type' } } }, async () => ({}));
    app.get('/fine', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/fine' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
  });

  it('validates a header named with capitals against the lowercased header Node gives', async () => {
    const app = appWithLazySchemas();
    const headers = Type.Object({
      'Idempotency-Key': Type.Optional(Type.String({ maxLength: 3 })),
    });
    app.post('/write', { schema: { headers } }, async () => ({}));
    await app.ready();
    const withKey = (key: string) =>
      app.inject({ method: 'POST', url: '/write', headers: { 'Idempotency-Key': key } });
    expect((await withKey('abc')).statusCode).toBe(200);
    const refused = await withKey('abcd');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/idempotency-key/);
  });

  it('validates a body with every error listed, and serializes an answer by its schema', async () => {
    const app = appWithLazySchemas();
    app.post(
      '/things',
      {
        schema: {
          body: Type.Object({ name: Type.String(), size: Type.Integer() }),
          response: { 200: Type.Object({ name: Type.String() }) },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
    );
    await app.ready();
    const refused = await app.inject({ method: 'POST', url: '/things', payload: { name: 1, size: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/name.*size|size.*name/);
    const served = await app.inject({ method: 'POST', url: '/things', payload: { name: 'a', size: 1 } });
    expect(served.json()).toEqual({ name: 'a' });
  });
});
