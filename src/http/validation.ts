import type { FastifySchemaValidationError } from 'fastify';
import { jsonPath } from '../shared/json-path.ts';
import { ApiError, type FieldError } from './errors.ts';

type Where = FieldError['in'];
interface PropertySchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: PropertySchema[];
  const?: unknown;
  pattern?: string;
  format?: string;
  maxLength?: number;
  'x-expected'?: string;
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
}

const CONTEXTS: Record<string, Where> = {
  querystring: 'query',
  body: 'body',
  params: 'path',
  headers: 'header',
};

/** What a parameter accepts, said from its own schema so messages never drift from validation. */
export function expectation(schema: PropertySchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema['x-expected']) return schema['x-expected'];
  const values = schema.enum ?? schema.anyOf?.map((s) => s.const).filter((v) => v !== undefined);
  if (values && values.length > 0) return `one of ${values.join(', ')}`;
  if (schema.type === 'integer') {
    if (schema.minimum !== undefined && schema.maximum !== undefined) {
      return `an integer between ${schema.minimum} and ${schema.maximum}`;
    }
    if (schema.minimum !== undefined) return `an integer greater than or equal to ${schema.minimum}`;
    return 'an integer';
  }
  return undefined;
}

/** Turns Fastify/Ajv validation errors into the documented 400 with every problem listed. */
export function validationError(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  schema: ObjectSchema | undefined,
): ApiError {
  const where = CONTEXTS[context ?? ''] ?? 'body';
  const properties = schema?.properties ?? {};
  const accepted = Object.keys(properties);
  const fieldErrors: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const params = error.params;
    let name = jsonPath(error.instancePath);
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      name = name ? `${name}.${params.additionalProperty}` : params.additionalProperty;
      message =
        where === 'query'
          ? `is not a known parameter; accepted parameters: ${accepted.join(', ') || 'none'}`
          : 'is not a known property';
    } else if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      name = name ? `${name}.${params.missingProperty}` : params.missingProperty;
      message = 'is required';
    } else if (where === 'query' || where === 'path') {
      const expected = expectation(properties[name]);
      if (expected) message = `must be ${expected}`;
    }
    const key = `${name}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fieldErrors.push({ in: where, name: name || '(root)', message });
  }
  const first = fieldErrors[0];
  const detail =
    fieldErrors.length === 1 && first
      ? `${first.name === '(root)' ? `the request ${where}` : first.name} ${first.message}`
      : `${fieldErrors.length} problems in the ${where === 'query' ? 'query parameters' : `request ${where}`}`;
  return new ApiError(where === 'body' ? 'invalid_body' : 'invalid_parameter', detail, fieldErrors);
}
