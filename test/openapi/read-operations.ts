/**
 * The read operations' part of the OpenAPI document: the contract the v1.11.0 readers rely on.
 * Each GET operation as the document states it (parameters, responses, examples, security, scopes)
 * under `GET <path>`, and every component those operations reference, followed transitively
 * (`#/components/<section>/<name>`). Nothing else: the document's head, tags, security schemes
 * (their descriptions list every scope, writes included), webhooks and the operations that write
 * are left out, so adding an operation, a scope or an event leaves the extraction as it was,
 * while changing a read's parameter, response or any schema it reaches changes it.
 *
 * The committed extraction is fixtures/read-operations.v1.11.0.json, taken from main before the
 * write API (issue 45). Rewrite it only for a change of the read contract you mean to publish
 * (a major version): `node --import tsx test/openapi/read-operations.ts --write`.
 * The change feed is ours (the specification shows no events): an event kind or an optional
 * member it gains beyond v1.11.0 is added to its entry by hand, additively, the reason in the commit.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ReadOperations {
  /** `GET /organizations/{organizationId}/collaborators` → the operation object, as documented. */
  operations: Record<string, Json>;
  /** Per components section (`schemas`, `parameters`, …), the referenced components by name. */
  components: Record<string, Record<string, Json>>;
}

export const READ_OPERATIONS_FIXTURE = fileURLToPath(
  new URL('./fixtures/read-operations.v1.11.0.json', import.meta.url),
);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

function refsIn(value: Json | undefined, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value)) {
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' && typeof member === 'string') found.push(member);
      else refsIn(member, found);
    }
  }
  return found;
}

/** Every GET operation of the document, by `GET <path>`. */
export function getOperationKeys(document: JsonObject): string[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths)
    .filter(([, item]) => isObject(item) && isObject(item.get))
    .map(([path]) => `GET ${path}`)
    .sort();
}

/**
 * The extraction of the operations `keys` (all GET operations when omitted). A key the document
 * no longer has is kept with the value null, so a removed read shows as a difference.
 */
export function readOperations(document: JsonObject, keys = getOperationKeys(document)): ReadOperations {
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: Record<string, Json> = {};
  for (const key of [...keys].sort()) {
    const path = key.replace(/^GET /, '');
    const item = paths[path];
    const operation = isObject(item) ? item.get : undefined;
    // Parameters shared by the path item belong to the read as much as its own.
    const shared: JsonObject =
      isObject(item) && item.parameters !== undefined ? { pathParameters: item.parameters } : {};
    operations[key] = isObject(operation) ? { ...shared, ...operation } : null;
  }

  const componentsOf = isObject(document.components) ? document.components : {};
  const components: Record<string, Record<string, Json>> = {};
  const pending = refsIn(Object.values(operations));
  const seen = new Set<string>();
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (seen.has(ref)) continue;
    seen.add(ref);
    const match = COMPONENT_REF.exec(ref);
    if (!match) throw new Error(`a read operation references ${ref}, outside #/components`);
    const [, section = '', name = ''] = match;
    const sectionOf = componentsOf[section];
    const component = isObject(sectionOf) ? (sectionOf[name] ?? null) : null;
    components[section] ??= {};
    components[section][name] = component;
    pending.push(...refsIn(component));
  }
  // Sorted, so the fixture reads (and diffs) the same whatever order the document lists them in.
  const sorted = Object.fromEntries(
    Object.entries(components)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([section, named]) => [
        section,
        Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b))),
      ]),
  );
  return { operations, components: sorted };
}

export const serializeReadOperations = (extraction: ReadOperations) =>
  `${JSON.stringify(extraction, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const { generateOpenApiDocument } = await import('../../scripts/openapi.ts');
  const document = (await generateOpenApiDocument()) as JsonObject;
  fs.writeFileSync(READ_OPERATIONS_FIXTURE, serializeReadOperations(readOperations(document)));
  process.stdout.write(`wrote ${READ_OPERATIONS_FIXTURE}\n`);
}
