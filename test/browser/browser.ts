import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = fs.existsSync(CHROMIUM_PATH);

if (!HAS_CHROMIUM) {
  console.warn(
    `[browser tests] SKIPPED: no Chromium at ${CHROMIUM_PATH}. Install Debian's "chromium" or set CHROMIUM_PATH.`,
  );
}

/**
 * Headless Debian Chromium. Playwright gives every launch a fresh temporary profile
 * (its own --user-data-dir), so no state leaks between runs.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Where screenshots go when HRAPI_SCREENSHOTS names a folder (e.g. docs/screenshots); else nowhere. */
const SCREENSHOTS = process.env.HRAPI_SCREENSHOTS;

export async function screenshot(page: Page, name: string, enabled: boolean): Promise<void> {
  if (!SCREENSHOTS || !enabled) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export interface FormResponse {
  status: number;
  location: string | null;
  text: string;
  headers: Headers;
}

/** Posts a form like a browser would, but with exactly the fields given (e.g. no CSRF token). */
export async function postForm(
  url: string,
  fields: Record<string, string | string[]>,
  cookie: string,
): Promise<FormResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) body.append(name, v);
  }
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    headers: response.headers,
  };
}

export function csrfTokenOf(pageHtml: string): string {
  const token = /name="_csrf" value="([^"]+)"/.exec(pageHtml)?.[1];
  if (!token) throw new Error('no CSRF token in the page');
  return token;
}
