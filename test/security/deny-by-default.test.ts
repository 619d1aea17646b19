import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../src/app.ts';
import { PUBLIC_API_ROUTES } from '../../src/auth/public-routes.ts';
import { collectApiRoutes } from '../../src/http/api-routes.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

describe('routes under the API prefix are protected by default', () => {
  let testStore: TestStore | undefined;
  afterEach(async () => {
    await testStore?.drop();
    testStore = undefined;
  });

  async function appWith(register: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    testStore = await createTestStore('sqlite');
    const app = await buildApp({ config: testStore.config, store: testStore.store });
    try {
      register(app);
      await app.ready();
      return app;
    } catch (error) {
      await app.close().catch(() => undefined);
      throw error;
    }
  }

  it('refuses to start on an API route that declares neither config.auth nor is on the public list', async () => {
    await expect(
      appWith((app) => {
        app.get(`${API_PREFIX}/organizations/:organizationId/leak`, async () => ({ leaked: true }));
      }),
    ).rejects.toThrow(/declares no config.auth and is not in src\/auth\/public-routes.ts/);
  });

  it('refuses to start on an app-credential route that also declares config.auth', async () => {
    const app = Fastify();
    collectApiRoutes(app, API_PREFIX);
    const register = async () => {
      app.get(`${API_PREFIX}/partner-app/grants`, { config: { auth: { scopes: [] } } }, async () => ({}));
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/is an app-credential route and declares config.auth too/);
    await app.close().catch(() => undefined);
  });

  it('starts with a route on the public list and serves it without a key', async () => {
    // The OpenAPI document is registered by the app itself (src/http/openapi.ts).
    const app = await appWith(() => {});
    const response = await app.inject(`${API_PREFIX}/openapi.json`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0' });
    expect(app.apiRoutes.find((route) => route.url === `${API_PREFIX}/openapi.json`)?.public).toBe(true);
    await app.close();
  });

  it('starts with a route that declares config.auth, and asks it for a key', async () => {
    const app = await appWith((app) => {
      app.get(
        `${API_PREFIX}/organizations/:organizationId/probe`,
        { config: { auth: { scopes: ['org:employee:read'] } } },
        async () => ({ ok: true }),
      );
    });
    const response = await app.inject(`${API_PREFIX}/organizations/org_a/probe`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
    await app.close();
  });

  it('names public routes as Fastify reports them, each under the API prefix', () => {
    for (const name of PUBLIC_API_ROUTES) {
      expect(name).toMatch(new RegExp(`^(GET|POST|PUT|DELETE|PATCH) ${API_PREFIX}/`));
    }
  });
});
