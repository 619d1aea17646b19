import { checkExpiry, checkSources } from '../auth/key-limits.ts';
import { KEY_NAME_MAX_LENGTH } from '../auth/keys/api-keys.ts';
import { isPartnerScope, isScope, PREREQUISITES } from '../auth/scopes.ts';
import type { Messages } from './i18n.ts';
import { scopeWords } from './views/code-words.ts';

export interface KeyForm {
  name: string;
  scopes: readonly string[];
  expiresAt: string;
  allowFrom: string;
}

/**
 * The problems of the key form in the console's language, checked with the rules createApiKey
 * applies (its English problems stay the CLI's); empty when only createApiKey can tell.
 */
export function keyFormProblems(t: Messages, form: KeyForm): string[] {
  const k = t.keyProblems;
  const problems: string[] = [];
  const name = form.name.trim();
  if (name === '') problems.push(k.noName);
  if (name.length > KEY_NAME_MAX_LENGTH) problems.push(k.nameTooLong(KEY_NAME_MAX_LENGTH));
  const wanted = new Set(form.scopes.map((s) => s.trim()).filter((s) => s !== ''));
  if (wanted.size === 0) problems.push(k.noScope);
  for (const scope of wanted) {
    if (!isScope(scope)) problems.push(k.unknownScope(scope));
    else if (isPartnerScope(scope)) problems.push(k.partnerScope(scopeWords(t, scope)));
    else {
      const prerequisite = PREREQUISITES[scope];
      if (prerequisite && !wanted.has(prerequisite))
        problems.push(k.needs(scopeWords(t, scope), scopeWords(t, prerequisite)));
    }
  }
  if (form.expiresAt !== '' && !checkExpiry(form.expiresAt).ok) problems.push(k.expiry(form.expiresAt));
  if (form.allowFrom !== '' && !checkSources(form.allowFrom.split(',')).ok) problems.push(k.sources);
  return problems;
}
