import { isPartnerScope, isScope } from '../../auth/scopes.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Messages } from '../i18n.ts';
import { codeWords } from '../i18n-codes.ts';

/** A scope in plain words; an unknown stored scope is shown as it is. */
export function scopeWords(t: Messages, scope: string): string {
  if (!isScope(scope)) return scope;
  return isPartnerScope(scope) ? t.partners.partnerScopes[scope] : t.scopes[scope];
}

/** Words first for the HR officer, the code after them for the integrator. */
function worded(words: string, code: string): SafeHtml {
  return words === code
    ? html`<code>${code}</code>`
    : html`<span class="code-words">${words}</span> <code class="code-secondary">${code}</code>`;
}

export const scopeLabel = (t: Messages, scope: string): SafeHtml => worded(scopeWords(t, scope), scope);

export const eventTypeLabel = (t: Messages, type: string): SafeHtml =>
  worded(codeWords(t.codes.eventTypes, type), type);

/** Access-log categories in words, joined by semicolons (the words hold commas): codes stay in the CSV. */
export function categoryWords(t: Messages, categories: readonly string[]): string {
  return categories.map((c) => codeWords(t.codes.accessCategories, c)).join('; ');
}
