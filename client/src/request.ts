/** A call's URL and body, from its operation's spec and the caller's one object of parameters. */
import type { OperationSpec } from './operation-spec.ts';

export type ParamValue =
  | string
  | number
  | boolean
  | readonly (string | number | boolean)[]
  | null
  | undefined;
export type ParamObject = { readonly [name: string]: unknown };

export const API_BASE_PATH = '/api/public/v1';

export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (!trimmed.endsWith(API_BASE_PATH)) {
    throw new TypeError(`baseUrl must be the API base, ending with ${API_BASE_PATH} (got ${baseUrl})`);
  }
  return trimmed;
}

function toText(operationId: string, name: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map((v) => toText(operationId, name, v)).join(',');
  throw new TypeError(
    `${operationId}: parameter ${name} must be a string, number, boolean or an array of them`,
  );
}

/** What a raw body (`application/octet-stream`, a DSN file) may be: sent as it is, on every attempt. */
export type RawBody = string | Uint8Array<ArrayBuffer> | ArrayBuffer | Blob;

const isRawBody = (value: unknown): value is RawBody =>
  typeof value === 'string' ||
  (value instanceof Uint8Array && value.buffer instanceof ArrayBuffer) ||
  value instanceof ArrayBuffer ||
  (typeof Blob !== 'undefined' && value instanceof Blob);

/** The URL and body of one call, from the operation's spec and the caller's one object of parameters. */
export function buildRequest(
  baseUrl: string,
  operationId: string,
  spec: OperationSpec,
  params: ParamObject,
): { url: string; body: RawBody | undefined } {
  const known = new Set([...spec.pathParams, ...spec.queryParams, ...spec.bodyParams]);
  for (const name of Object.keys(params)) {
    if (!known.has(name) && params[name] !== undefined) {
      throw new TypeError(`${operationId} takes no parameter ${name}; it takes ${[...known].join(', ')}`);
    }
  }
  let path = spec.path;
  for (const name of spec.pathParams) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${operationId} needs the path parameter ${name}`);
    }
    path = path.replace(`{${name}}`, encodeURIComponent(toText(operationId, name, value)));
  }
  const query = new URLSearchParams();
  for (const name of spec.queryParams) {
    const value = params[name];
    if (value !== undefined && value !== null) query.set(name, toText(operationId, name, value));
  }
  const search = query.toString() === '' ? '' : `?${query}`;
  let body: RawBody | undefined;
  if (spec.wholeBody) {
    const whole = params.body;
    if (isRawBody(whole)) body = whole;
    else if (spec.bodyMediaType !== 'application/octet-stream' && whole !== undefined) {
      body = JSON.stringify(whole);
    } else {
      throw new TypeError(`${operationId} needs body: a string, a Uint8Array, an ArrayBuffer or a Blob`);
    }
  } else if (spec.bodyMediaType !== null) {
    const members = Object.fromEntries(
      spec.bodyParams.flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])),
    );
    body = JSON.stringify(members);
  }
  return { url: `${baseUrl}${path}${search}`, body };
}
