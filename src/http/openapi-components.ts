import { isDeepStrictEqual } from 'node:util';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a use of a shared shape may add beside its `$ref`: the field's own words and scopes. */
const USE_ANNOTATIONS = ['description', 'x-scopes', 'x-field'] as const;

/**
 * Moves every schema named with `component()` (a `title`) to components.schemas and puts a
 * `$ref` where it was, so a generator sees one `Collaborator` type, not eleven inline copies.
 * Two different shapes under one name are a programming error and stop the generation.
 */
export function shareComponents(document: JsonObject): JsonObject {
  const components = isObject(document.components) ? document.components : {};
  const schemas: JsonObject = isObject(components.schemas) ? components.schemas : {};

  const visit = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value);
    const name = out.title;
    if (typeof name !== 'string') return out;

    const scoped = out['x-scopes'] !== undefined;
    const use: JsonObject = { $ref: `#/components/schemas/${name}` };
    const shape: JsonObject = { ...out };
    if (scoped) {
      for (const key of USE_ANNOTATIONS) {
        const value = out[key];
        if (value !== undefined) use[key] = value;
        delete shape[key];
      }
    }
    const known = schemas[name];
    if (known === undefined) {
      schemas[name] = shape;
    } else if (isObject(known)) {
      const { description: knownDescription, ...knownCore } = known;
      const { description, ...core } = shape;
      if (!isDeepStrictEqual(knownCore, core)) throw new Error(`two different schemas are named ${name}`);
      if (knownDescription === undefined && description !== undefined) known.description = description;
    }
    return use;
  };

  const paths = visit(document.paths ?? {});
  return {
    ...document,
    components: { ...components, schemas: sortedKeys(schemas) },
    paths,
  };
}

/** A query parameter with a default may be left out; @fastify/swagger marks it required. */
export function defaultsAreOptional(document: JsonObject): JsonObject {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters)) continue;
      for (const parameter of operation.parameters) {
        if (isObject(parameter) && isObject(parameter.schema) && parameter.schema.default !== undefined) {
          parameter.required = false;
        }
      }
    }
  }
  return document;
}

const sortedKeys = (object: JsonObject): JsonObject =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
