import { isRecord } from '../shared/guards.ts';

/**
 * A response schema as the serializer compiles it: every "a value or null" (`anyOf: [X, null]`,
 * what `Nullable` declares and the OpenAPI document shows) becomes X with `nullable: true`.
 *
 * fast-json-stringify serializes an `anyOf` by asking Ajv which member each value matches, one
 * validation per nullable field of every item (the format regex of a date-time; for a nullable
 * object, the whole object), about as much CPU again as the serialization itself on a page of
 * collaborators. With `nullable` it writes `null` for null and X's serializer otherwise: the same
 * bytes for every value the schema accepts. What is validated, documented and typed is unchanged;
 * the answers are built by projections that the types already hold to the schema.
 */
export function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (!isRecord(schema)) return schema;
  const nullable = valueOrNull(schema);
  if (nullable) return nullable;
  const rewritten: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      rewritten[key] = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, forSerialization(s)]),
      );
    } else rewritten[key] = SUBSCHEMAS.has(key) ? forSerialization(value) : value;
  }
  return rewritten;
}

/** The keywords whose values are a schema or a list of schemas, and those whose are a map of them. */
const SUBSCHEMAS = new Set(['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/** X with `nullable: true` for `anyOf: [X, {type: 'null'}]` (either order), X of one plain type. */
function valueOrNull(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const { anyOf, ...siblings } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const nullAt = anyOf.findIndex((member) => isRecord(member) && member.type === 'null');
  const value = anyOf[1 - nullAt];
  if (nullAt === -1 || !isRecord(value) || typeof value.type !== 'string' || value.type === 'null') {
    return undefined;
  }
  if ('anyOf' in value || 'oneOf' in value || 'allOf' in value || '$ref' in value || 'const' in value) {
    return undefined;
  }
  const inner = forSerialization(value);
  return isRecord(inner) ? { ...siblings, ...inner, nullable: true } : undefined;
}
