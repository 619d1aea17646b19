import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isRecord } from '../shared/guards.ts';

/**
 * The Ajv settings of every route. Nothing is coerced: a number where a string is expected is a
 * 400, and a query integer is read by `readQueryIntegers` below, never by Ajv's lenient coercion
 * (which takes `0x10`, `1e1`, `+5`, `" 1"`, `1.` and `1.0` for integers).
 */
export const AJV_OPTIONS: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    removeAdditional: false,
    allErrors: true,
    coerceTypes: false,
    keywords: ['x-expected'],
  },
};

/** A plain decimal integer: optional minus, digits only. Sixteen digits already pass any bound we use. */
const DECIMAL_INTEGER = /^-?[0-9]{1,16}$/;

/** `"42"` → 42; anything else (or a value past exact integers) stays as it came, for the schema to refuse. */
export function strictInteger(value: unknown): unknown {
  if (typeof value !== 'string' || !DECIMAL_INTEGER.test(value)) return value;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : value;
}

/** `"true"` → true, `"false"` → false; anything else stays as it came, for the schema to refuse. */
export function strictBoolean(value: unknown): unknown {
  return value === 'true' ? true : value === 'false' ? false : value;
}

function namesOfType(schema: unknown, type: string): string[] {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  return Object.keys(properties).filter((name) => {
    const property = properties[name];
    return isRecord(property) && property.type === type;
  });
}

function readIntegers(values: unknown, schema: unknown): void {
  if (!isRecord(values)) return;
  const record = values;
  for (const name of namesOfType(schema, 'integer')) {
    if (name in record) record[name] = strictInteger(record[name]);
  }
  for (const name of namesOfType(schema, 'boolean')) {
    if (name in record) record[name] = strictBoolean(record[name]);
  }
}

/**
 * Query and path integers (and booleans) are converted here, before validation, and only when they
 * are plain decimal integers (exactly `true` or `false`); everything else reaches the schema as a string and is refused there, so the
 * 400 names the parameter and its bounds like any other invalid value.
 */
export function installStrictNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.querystring) readIntegers(request.query, schema.querystring);
    if (schema.params) readIntegers(request.params, schema.params);
  });
}
