import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The rules every console page holds, at every width and in every language (docs/console.md). */
export const RULES = {
  overflow: 'nothing is wider than the screen: neither the document nor any element box past the viewport',
  actions:
    'every action (link, button, field) is in sight: not clipped by a box that scrolls sideways, not covered',
  contrast: 'every text, controls included, has a contrast of at least 4.5:1 against its background',
  confirmation: 'every destructive button sits inside a confirmation that says what it will do',
} as const;
export type Rule = keyof typeof RULES;

export interface Finding {
  rule: Rule;
  detail: string;
}

/** The POSTs that destroy: revoking a key or an app, deleting an endpoint, discarding a DSN plan. */
export const DESTRUCTIVE = '/(revoke|delete)$|/dsn/cancel$';

/** Plain JavaScript, run in the page as it is (no test transform reaches it). */
const SOURCE = readFileSync(new URL('./layout-checks.page.js', import.meta.url), 'utf8');

export function checkPage(page: Page): Promise<Finding[]> {
  return page.evaluate(`${SOURCE}\ninspectConsolePage(${JSON.stringify(DESTRUCTIVE)})`);
}
