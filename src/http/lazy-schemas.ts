import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { isRecord } from '../shared/guards.ts';
import { forSerialization } from './serializer-schema.ts';

/**
 * Route schemas compiled on first use instead of at start. Fastify compiles every validator (Ajv)
 * and every response serializer (fast-json-stringify) of every route before it listens, which was
 * about a fifth of a start's CPU; most routes of a process are never called. These factories wrap
 * Fastify's own compilers: the schema is captured at start, the compiler runs on the route's first
 * request, once, and the compiled function serves every later one. A response schema is compiled
 * as `forSerialization` gives it (src/http/serializer-schema.ts): nullable values without Ajv.
 */

/** A route part as Fastify hands it to a compiler. */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
  [other: string]: unknown;
}
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serialize = (data: unknown) => string;
/** Fastify's compiler factories: (shared schemas, options) → a compiler of route schemas. */
type Builder<Compiled> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Compiled;

/**
 * Fastify lowercases the property names of a headers schema for its own compiler, but not for a
 * compiler it is given (which is what this is): done here, so that `Idempotency-Key` is still
 * found in Node's lowercased `request.headers`.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const { properties, required } = schema;
  return {
    ...schema,
    ...(isRecord(properties)
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])) }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => String(name).toLowerCase()) } : {}),
  };
}

function lazyValidators(build: Builder<Validate>): Builder<Validate> {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      const schema = route.httpPart === 'headers' ? lowerCaseHeaderNames(route.schema) : route.schema;
      let compiled: Validate | undefined;
      // Fastify reads `errors` from the function it was given, and passes the parent data (so
      // that Ajv may replace a root value) to a function that has `schemaEnv`, as Ajv's do.
      const validate: Validate = (data, context) => {
        compiled ??= compile({ ...route, schema });
        const result = compiled(data, context);
        validate.errors = compiled.errors;
        return result;
      };
      validate.schemaEnv = true;
      return validate;
    };
  };
}

function lazySerializers(build: Builder<Serialize>): Builder<Serialize> {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let compiled: Serialize | undefined;
      return (data) => {
        compiled ??= compile({ ...route, schema: forSerialization(route.schema) });
        return compiled(data);
      };
    };
  };
}

/** The `schemaController` option of the app: Fastify's compilers, run on first use. */
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;

export function lazySchemaController(): SchemaController {
  // Fastify's typings of the compilers are narrower than what it passes and accepts at run time.
  return {
    compilersFactory: {
      buildValidator: lazyValidators(
        AjvCompiler() as unknown as Builder<Validate>,
      ) as unknown as Factories['buildValidator'],
      buildSerializer: lazySerializers(
        SerializerSelector() as unknown as Builder<Serialize>,
      ) as unknown as Factories['buildSerializer'],
    },
  };
}
