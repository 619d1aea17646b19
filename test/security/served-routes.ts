import { buildApp } from '../../src/app.ts';
import type { ApiRoute } from '../../src/http/api-routes.ts';
import { createTestStore } from '../support/store.ts';

/** The routes under the API prefix as the real app serves them, read from the app itself. */
export async function servedApiRoutes(): Promise<ApiRoute[]> {
  const testStore = await createTestStore('sqlite');
  try {
    const app = await buildApp({ config: testStore.config, store: testStore.store });
    await app.ready();
    const routes = [...app.apiRoutes];
    await app.close();
    return routes;
  } finally {
    await testStore.drop();
  }
}
