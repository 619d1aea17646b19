import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium, screenshot } from './browser.ts';

/** Every operation of the served document: a new route shows up here without editing this test. */
type PathItems = Record<string, Record<string, { operationId?: string }>>;

/** The operations of the served document, and how many webhook messages it describes. */
async function operationsOf(baseUrl: string): Promise<{ operationIds: string[]; webhooks: number }> {
  const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as {
    paths: PathItems;
    webhooks?: PathItems;
  };
  const operationIds = Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => operation.operationId ?? []),
  );
  const webhooks = Object.values(document.webhooks ?? {}).flatMap((item) => Object.keys(item)).length;
  return { operationIds, webhooks };
}

describe.skipIf(!HAS_CHROMIUM)('the API reference page', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it.each(['/api/public/v1/docs', '/docs'])(
    'at %s shows every operation, without a key, with no request leaving 127.0.0.1',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const requested: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('requestfailed', (request) => failed.push(request.url()));
      try {
        const { operationIds: OPERATION_IDS, webhooks } = await operationsOf(t.baseUrl);
        // The eleven, and whatever came after them.
        expect(OPERATION_IDS).toEqual(expect.arrayContaining(['listCollaborators', 'replaceAffiliations']));
        expect(OPERATION_IDS.length).toBeGreaterThanOrEqual(11);
        const response = await page.goto(`${t.baseUrl}${path}`);
        expect(response?.status()).toBe(200);
        for (const operationId of OPERATION_IDS) {
          await expect
            .poll(() => page.getByText(operationId, { exact: true }).count(), { timeout: 15_000 })
            .toBeGreaterThan(0);
        }
        // One block per operation, and one per webhook message (the events a receiver gets).
        expect(await page.locator('.opblock').count()).toBe(OPERATION_IDS.length + webhooks);
        await screenshot(page, 'api-reference', path === '/docs');
        const origin = new URL(t.baseUrl).origin;
        expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual(
          [],
        );
        expect(requested).toContain(`${origin}/api/public/v1/openapi.json`);
        expect(failed).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('answers an unknown asset with the API’s 404 error body', async () => {
    const response = await fetch(`${t.baseUrl}/api/public/v1/docs/nothing.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
