import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../client/src/generated/operations.ts';
import { RESOURCES } from '../../client/src/sync-feed.ts';
import { CHANGE_TYPES } from '../../src/changes/change-log.ts';
import { scopeOfChange } from '../../src/changes/change-scopes.ts';
import { SNAPSHOT_LISTS } from '../../src/feed/snapshot.schema.ts';
import { ARRAY_SECTIONS, OBJECT_SECTIONS } from '../../src/hr-data/document.schema.ts';

/**
 * One name per resource (docs/api.md, "Names of resources"): the words of an event type's prefix
 * (`work_location`) are the resource's name, and each place spells them its own fixed way:
 * kebab-case plural in a URL (`work-locations`), camelCase in a JSON member or an identifier
 * (`workLocations`, `listWorkLocations`), snake_case singular in a code (`work_location.created`).
 */
const wordsOf = (prefix: string) => prefix.split('_');
const plural = (words: string[]) => [...words.slice(0, -1), `${words.at(-1)}s`];
const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const kebab = (words: string[]) => words.join('-');
const pascal = (words: string[]) => words.map(capital).join('');
const camel = (words: string[]) => `${words[0] ?? ''}${pascal(words.slice(1))}`;

const document = JSON.parse(fs.readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const ORGANIZATION = '/organizations/{organizationId}';

/** A path's operation name by the rule: the verb, then each segment, singular when an id follows it. */
function operationOf(verb: string, path: string): string {
  const segments = path.slice(ORGANIZATION.length).split('/').filter(Boolean);
  const words = segments.flatMap((segment, i) => {
    if (segment.startsWith('{')) return [];
    const next = segments[i + 1];
    const named = segment.split('-');
    return next?.startsWith('{') ? [...named.slice(0, -1), (named.at(-1) ?? '').replace(/s$/, '')] : named;
  });
  return `${verb}${pascal(words)}`;
}

const prefixes = [...new Set(CHANGE_TYPES.map((type) => type.slice(0, type.indexOf('.'))))];
/** Resources the feed names that have no path of their own, and where they are read instead. */
const READ_THROUGH: Record<string, string> = { establishment: ORGANIZATION };

describe('each resource has one name, spelled by where it appears', () => {
  it.each(prefixes)('the feed’s %s events name a path of the API and its operation by the rule', (prefix) => {
    const segment = kebab(plural(wordsOf(prefix)));
    // The paths it is read at (a PUT-only path, such as the affiliations' replacement, is a write).
    const own = Object.keys(document.paths).filter(
      (path) => path.endsWith(`/${segment}`) && document.paths[path]?.get !== undefined,
    );
    const single = prefix === 'organization' ? [ORGANIZATION] : [];
    const paths = [...own, ...single, ...(READ_THROUGH[prefix] ? [READ_THROUGH[prefix]] : [])];
    expect(paths, `a path for ${prefix}`).not.toEqual([]);
    for (const path of paths) {
      const verb = path === ORGANIZATION ? 'get' : 'list';
      const expected = path === ORGANIZATION ? 'getOrganization' : operationOf(verb, path);
      expect(document.paths[path]?.get?.operationId, path).toBe(expected);
      // The client's method is the operation id.
      expect(Object.keys(operations), path).toContain(expected);
    }
  });

  it('every list the client syncs is named by the rule: its sync name, list operation, event prefix and snapshot list', () => {
    for (const [name, resource] of Object.entries(RESOURCES)) {
      const words = plural(wordsOf(resource.event));
      expect(name).toBe(camel(words));
      expect(resource.list).toBe(`list${pascal(words)}`);
      expect(resource.snapshot).toBe(kebab(words));
      expect(prefixes).toContain(resource.event);
    }
  });

  it('every snapshot list is a list path of the API, and needs the scope of its resource’s events', () => {
    for (const [list, scope] of Object.entries(SNAPSHOT_LISTS)) {
      expect(Object.keys(document.paths)).toContain(`${ORGANIZATION}/${list}`);
      const prefix = list.replace(/s$/, '').replaceAll('-', '_');
      expect(scope).toBe(scopeOfChange(`${prefix}.created` as (typeof CHANGE_TYPES)[number]));
    }
  });

  it('every section of the HR data document that the feed follows is the camelCase of its events’ name', () => {
    // Complementary contracts and affiliations come from the fiche and the affiliation PUTs, not the document.
    const inDocument = prefixes.filter((p) => !['complementary_contract', 'affiliation'].includes(p));
    for (const prefix of inDocument) {
      const words = wordsOf(prefix);
      const sections: readonly string[] = prefix === 'organization' ? OBJECT_SECTIONS : ARRAY_SECTIONS;
      expect(sections).toContain(prefix === 'organization' ? camel(words) : camel(plural(words)));
    }
  });

  it('where a scope names the resource, it is the events’ own snake_case name', () => {
    for (const prefix of prefixes) {
      const scope = scopeOfChange(`${prefix}.created` as (typeof CHANGE_TYPES)[number]);
      const noun = scope.split(':')[1] ?? '';
      if (prefixes.includes(noun)) expect(noun).toBe(prefix);
    }
    expect(scopeOfChange('work_location.created')).toBe('org:work_location:read');
  });
});
