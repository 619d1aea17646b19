import fs from 'node:fs';
import { ALL_GATED, GATED_FIELDS, type GatedField } from '../../src/auth/field-visibility.ts';
import { ALL_SCOPES, PREREQUISITES, type Scope } from '../../src/auth/scopes.ts';
import { ALL_WITHHOLDABLE, type WithheldField } from '../../src/auth/withheld-fields.ts';

/**
 * What test/security/field-visibility.test.ts derives from the declarations: the gated properties
 * of each route's answer (the `x-field` marks of the OpenAPI document), the keys to try, and what
 * each of them may see (src/auth/field-visibility.ts).
 */

export const API_PREFIX = '/api/public/v1';

// The committed document, itself checked equal to the generated one (test/openapi).
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const document = JSON.parse(
  fs.readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as JsonObject;

/** The properties of an answer, as paths (`data[].absence.type`): arrays are `[]`, whatever their index. */
export function pathsOf(value: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) pathsOf(item, `${at}[]`, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const path = at === '' ? key : `${at}.${key}`;
      into.add(path);
      pathsOf(inner, path, into);
    }
  }
  return into;
}

function resolve(node: JsonObject): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: Json | undefined = document;
  for (const segment of ref.replace(/^#\//, '').split('/'))
    target = isObject(target) ? target[segment] : undefined;
  return isObject(target) ? resolve(target) : {};
}

/** The properties a route's 200 schema marks with `x-field`, by path. */
export function markedPaths(schema: Json | undefined, at = '', into = new Map<string, GatedField>()) {
  if (!isObject(schema) || at.split('.').length > 12) return into;
  const field = schema['x-field'];
  if (typeof field === 'string') {
    if (!(ALL_GATED as readonly string[]).includes(field))
      throw new Error(`${at} marks unknown field ${field}`);
    into.set(at, field as GatedField);
  }
  const node = resolve(schema);
  if (isObject(node.properties)) {
    for (const [key, inner] of Object.entries(node.properties)) {
      markedPaths(inner, at === '' ? key : `${at}.${key}`, into);
    }
  }
  markedPaths(node.items, `${at}[]`, into);
  for (const union of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[union];
    if (Array.isArray(branches)) for (const branch of branches) markedPaths(branch, at, into);
  }
  return into;
}

export function responseSchema(method: string, url: string): Json | undefined {
  const path = url.slice(API_PREFIX.length).replace(/:([A-Za-z]+)/g, '{$1}');
  const paths = document.paths;
  const item = isObject(paths) ? paths[path] : undefined;
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  const responses = isObject(operation) ? operation.responses : undefined;
  const ok = isObject(responses) ? responses['200'] : undefined;
  const content = isObject(ok) ? ok.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return isObject(json) ? json.schema : undefined;
}

/** A key's scopes and withheld fields, and what the declarations let it see. */
export interface KeyCase {
  name: string;
  scopes: Scope[];
  withheld: WithheldField[];
}

const withPrerequisites = (scopes: readonly Scope[]): Scope[] => {
  const wanted = new Set(scopes);
  for (const scope of scopes) {
    const prerequisite = PREREQUISITES[scope];
    if (prerequisite) wanted.add(prerequisite);
  }
  return ALL_SCOPES.filter((s) => wanted.has(s));
};

/** Each scope alone, all, all but one, the company scope with each other one, and every withholding. */
export function keyCases(): KeyCase[] {
  const cases: KeyCase[] = [{ name: 'every scope', scopes: [...ALL_SCOPES], withheld: [] }];
  for (const scope of ALL_SCOPES) {
    cases.push({ name: `${scope} alone`, scopes: withPrerequisites([scope]), withheld: [] });
    cases.push({
      name: `every scope but ${scope}`,
      scopes: ALL_SCOPES.filter((s) => s !== scope && PREREQUISITES[s] !== scope),
      withheld: [],
    });
    if (scope !== 'org:company:read') {
      cases.push({
        name: `org:company:read and ${scope}`,
        scopes: withPrerequisites(['org:company:read', scope]),
        withheld: [],
      });
    }
  }
  for (const field of ALL_WITHHOLDABLE) {
    cases.push({ name: `every scope, withholding ${field}`, scopes: [...ALL_SCOPES], withheld: [field] });
  }
  cases.push({
    name: 'every scope, withholding everything',
    scopes: [...ALL_SCOPES],
    withheld: [...ALL_WITHHOLDABLE],
  });
  const seen = new Set<string>();
  return cases.filter((c) => {
    const id = `${c.scopes.join(' ')}|${c.withheld.join(' ')}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Derived from the declarations alone: the scope (and its prerequisite) held, and not withheld. */
export function mayExpected(key: KeyCase, field: GatedField): boolean {
  const { scope, withholdable } = GATED_FIELDS[field];
  const prerequisite = PREREQUISITES[scope];
  return (
    key.scopes.includes(scope) &&
    (prerequisite === undefined || key.scopes.includes(prerequisite)) &&
    !(withholdable && (key.withheld as readonly string[]).includes(field))
  );
}

/**
 * A gated property inside another (a dependant's NIR within `beneficiaries`) is shown only when
 * every gated property it lies in is: what a key may see at `path`, from the marks above it too.
 */
export function mayExpectedAt(key: KeyCase, path: string, marked: ReadonlyMap<string, GatedField>): boolean {
  for (const [at, field] of marked) {
    const within = at === path || path.startsWith(`${at}.`) || path.startsWith(`${at}[]`);
    if (within && !mayExpected(key, field)) return false;
  }
  return true;
}
