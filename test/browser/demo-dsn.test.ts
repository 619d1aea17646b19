import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchChromium } from './browser.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

describe.skipIf(!HAS_CHROMIUM)('the first-start demo in a real browser', () => {
  const dirs: string[] = [];
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("the demo admin uploads the demo's own DSNs in the console and sees them applied with no warning", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-demo-dsn-'));
    dirs.push(dataDir);
    server = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
      env: {
        ...process.env,
        NODE_ENV: '',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        HRAPI_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    server.stdout?.on('data', (chunk) => (stdout += chunk));
    server.stderr?.on('data', (chunk) => (stderr += chunk));
    [browser] = await Promise.all([
      launchChromium(),
      (async () => {
        const started = Date.now();
        while (!(/shown only this once/.test(stderr) && /"msg":"listening on /.test(stdout))) {
          if (Date.now() - started > 60_000) throw new Error(`no first start: ${stderr}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      })(),
    ]);
    const address = /"msg":"listening on (http:\/\/\S+) /.exec(stdout)?.[1] ?? '';
    const password = /Password {7}(\S+)/.exec(stderr)?.[1] ?? '';
    const folder = /DSN files {6}(\S+)/.exec(stderr)?.[1] ?? '';
    expect(folder).toBe(path.join(dataDir, 'demo'));
    const files = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.dsn'))
      .sort()
      .map((f) => path.join(folder, f));
    expect(files).toHaveLength(3);
    // They hold NIRs: readable by their owner only.
    for (const file of files) expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${address}/console/sign-in`);
    await page.getByLabel('E-mail').fill('admin@demo.hrapi.local');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/keys$/);
    await page.getByRole('link', { name: 'DSN' }).click();
    await page.waitForURL(/\/console\/dsn$/);
    await page.getByLabel('DSN files').setInputFiles(files);
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-confirm', { timeout: 60_000 });
    expect(await page.locator('#dsn-warnings').count()).toBe(0);
    // The affiliations the DSNs declare are to the fiche's contract, which the demo holds.
    expect(
      Number(await page.locator('tr[data-resource="affiliation"] td[data-count="created"]').textContent()),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Apply this plan' }).click();
    await page.waitForSelector('#dsn-done', { timeout: 60_000 });
    expect(await page.locator('#dsn-warnings').count()).toBe(0);
    expect(await page.textContent('main')).toContain('Warnings: none');
    await context.close();
  }, 180_000);
});
