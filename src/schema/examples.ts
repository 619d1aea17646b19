/** One of several named examples of a media type (OpenAPI's Example Object). */
export interface NamedExample {
  summary: string;
  value: unknown;
}

/**
 * An operation's example request body (if it has one) and 200 response, keyed by operationId: one
 * response, or named ones where the response is a sequence (NDJSON: one example per kind of line,
 * each a value its line schema accepts). The resources' examples (src/openapi-examples/) are
 * written to it, and the OpenAPI document (src/http/openapi.ts) puts them in place.
 */
export type OperationExamples = { request?: unknown } & (
  | { response: unknown }
  | { responses: Record<string, NamedExample> }
);
