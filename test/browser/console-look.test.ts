import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_COOKIE } from '../../src/console/context.ts';
import type { Lang } from '../../src/console/i18n.ts';
import { contract, dsnText, establishment, header, individual } from '../dsn/builder.ts';
import { authorizationUrl, discover, partner } from '../oauth/partner-client.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium, screenshot } from './browser.ts';
import { givenLookData, LOOK, type LookData } from './console-look-data.ts';
import { checkPage, type Finding, RULES, type Rule } from './layout-checks.ts';

const WIDTHS = [1280, 390] as const;
/** The keys page at the widths where a revoked key's "Revoked on …" once pushed the Revoke buttons out. */
const KEYS_WIDTHS = [1440, 1920] as const;
const LANGS: Lang[] = ['en', 'fr'];
/** What an HR officer must never be told to set: an operator's switch. */
const ENVIRONMENT_VARIABLE = /\b(HRAPI_[A-Z0-9_]+|NODE_ENV)\b/g;

/** Every page of the console, reached as an admin reaches it (a POST's answer by its form). */
function pages(d: LookData): { name: string; open: (page: Page, base: string) => Promise<unknown> }[] {
  const go = (path: string) => (page: Page, base: string) => page.goto(`${base}${path}`);
  return [
    { name: 'keys', open: go('/console/keys') },
    { name: 'revoke a key', open: go(`/console/keys/${d.activeKey}/revoke`) },
    { name: 'requests', open: go('/console/requests') },
    { name: 'webhooks', open: go('/console/webhooks') },
    { name: 'webhook endpoint', open: go(`/console/webhooks/${d.endpoint}`) },
    { name: 'delete a webhook', open: go(`/console/webhooks/${d.endpoint}/delete`) },
    { name: 'privacy', open: go('/console/privacy') },
    { name: 'retention preview', open: previewRetention },
    { name: 'search results', open: go('/console/collaborators?q=lef') },
    { name: 'access log', open: go(`/console/collaborators/${d.person}`) },
    { name: 'DSN upload', open: go('/console/dsn') },
    { name: 'DSN plan pending', open: planDsn },
    { name: 'connected apps', open: go('/console/connected-apps') },
    { name: 'disconnect an app', open: go(`/console/connected-apps/${d.grant}/revoke`) },
    { name: 'app access log', open: go(`/console/connected-apps/${d.grant}/access-log`) },
    { name: 'consent screen', open: openConsent(d) },
    { name: 'not found', open: go('/console/no-such-page') },
  ];
}

/** The screen a partner app's authorization request leads the signed-in admin to. */
function openConsent({ consentApp: app }: LookData) {
  return async (page: Page, base: string) => {
    const p = partner(await discover(base), app.clientId, app.secret, app.redirectUri);
    const start = await authorizationUrl(p, app.scopes.join(' '));
    await page.goto(start.url.toString());
    await page.waitForURL(/\/console\/oauth\/consent\//, { timeout: 5000 });
    // The screen itself, with every scope the app asks: not a sign-in or an error page.
    await page.waitForSelector('#consent-title', { timeout: 5000 });
    const listed = await page.locator('.consent-scopes li').count();
    if (listed < app.scopes.length) throw new Error(`the consent screen lists ${listed} scopes`);
  };
}

/** Three years would erase the person whose last contract ended five years ago: the preview shows. */
async function previewRetention(page: Page, base: string) {
  await page.goto(`${base}/console/privacy`);
  await page.locator('#retention-years').fill('3');
  await page.locator('#retention-form button[type="submit"]').click();
  await page.waitForSelector('#retention-confirm', { timeout: 5000 });
}

async function planDsn(page: Page, base: string) {
  await page.goto(`${base}/console/dsn`);
  const text = dsnText([...header('052026'), ...establishment(), ...individual(), ...contract()]);
  await page.locator('#dsn-file').setInputFiles({
    name: 'DSN-mensuelle-mai-2026-Lumiere-et-Fils-etablissement-de-Nantes.dsn',
    mimeType: 'text/plain',
    buffer: Buffer.from(text, 'latin1'),
  });
  await page.locator('#dsn-file').evaluate((input) => (input as { form: { submit(): void } }).form.submit());
  await page.waitForSelector('#dsn-confirm', { timeout: 5000 });
  // The discard's confirmation open, so that its words and button are measured too.
  await page.locator('#dsn-cancel').click();
}

async function signedInPage(browser: Browser, base: string, lang: Lang, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: LANG_COOKIE, value: lang, url: `${base}/console` }]);
  const page = await context.newPage();
  await page.goto(`${base}/console/sign-in`);
  const findings = await checkPage(page);
  await page.locator('input[name="email"]').fill(LOOK.admin);
  await page.locator('input[name="password"]').fill(LOOK.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/console\/keys$/);
  signInFindings.push(...findings.map((f) => `${f.rule} · sign in · ${lang} · ${width}px · ${f.detail}`));
  return page;
}
const signInFindings: string[] = [];

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the look of every console page on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  /** What broke which rule, as "rule · page · language · width · element". */
  const found: Record<Rule, string[]> = { overflow: [], actions: [], contrast: [], confirmation: [] };
  const unopened: string[] = [];
  const variables: string[] = [];
  const visited: string[] = [];

  async function inspect(page: Page, name: string, lang: Lang, width: number) {
    visited.push(`${name} · ${lang} · ${width}px`);
    const findings: Finding[] = await checkPage(page);
    for (const f of findings) found[f.rule].push(`${name} · ${lang} · ${width}px · ${f.detail}`);
    const named = (await page.locator('body').innerText()).match(ENVIRONMENT_VARIABLE) ?? [];
    if (named.length > 0) variables.push(`${name} · ${lang} · ${width}px · ${named.join(', ')}`);
  }

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(engine), launchChromium()]);
    const data = await givenLookData(t.testStore.store);
    for (const lang of LANGS) {
      for (const width of WIDTHS) {
        const page = await signedInPage(browser, t.baseUrl, lang, width);
        for (const { name, open } of pages(data)) {
          const opened = await open(page, t.baseUrl).then(
            () => true,
            (error: unknown) =>
              unopened.push(`${name} · ${lang} · ${width}px · ${String(error).slice(0, 200)}`),
          );
          if (opened !== true) continue;
          await inspect(page, name, lang, width);
          await screenshot(page, `look-${name.replace(/ /g, '-')}-${lang}-${width}`, engine === 'sqlite');
        }
        await page.context().close();
      }
      for (const width of KEYS_WIDTHS) {
        const page = await signedInPage(browser, t.baseUrl, lang, width);
        await inspect(page, 'keys', lang, width);
        await page.context().close();
      }
    }
    for (const line of signInFindings.splice(0)) {
      const [rule] = line.split(' · ') as [Rule];
      found[rule].push(line.slice(rule.length + 3));
    }
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('every page opens with its data, the retention preview, the DSN plan and the consent screen included', () => {
    expect(unopened).toEqual([]);
    for (const lang of LANGS) {
      for (const width of WIDTHS) expect(visited).toContain(`consent screen · ${lang} · ${width}px`);
      for (const width of [...WIDTHS, ...KEYS_WIDTHS])
        expect(visited).toContain(`keys · ${lang} · ${width}px`);
    }
  });

  it('no page names an environment variable: an HR officer is told what to ask the operator', () => {
    expect(variables).toEqual([]);
  });

  for (const rule of Object.keys(RULES) as Rule[]) {
    it(`on every page, at 1280 and 390 px, in English and French: ${RULES[rule]}`, () => {
      expect(found[rule]).toEqual([]);
    });
  }
});
