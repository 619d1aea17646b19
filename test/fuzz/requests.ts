import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import {
  FORGED_CURSORS,
  hostileString,
  type JsonSchema,
  type KnownIds,
  mutatedValue,
  NUMERIC_TEXT,
  queryValue,
  tamperedCursor,
  validValue,
} from './arbitraries.ts';

/** One operation of the OpenAPI document, which the server generates from its route schemas. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI form: `/api/public/v1/organizations/{organizationId}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Called by a partner app with its client credentials rather than a key (`partnerApp` security). */
  appCredential: boolean;
}

/** What the fuzzed requests authenticate with: a key, or a partner app's credentials on its own operations. */
export interface FuzzCredentials {
  key: string;
  /** `Basic …`: the app's client credentials. */
  app: string;
}

/** The right Authorization header of an operation. */
export const authorizationOf = (op: FuzzOperation, credentials: FuzzCredentials) =>
  op.appCredential ? credentials.app : `Bearer ${credentials.key}`;

interface OpenApiParameter {
  in: string;
  name: string;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function operationsOf(document: {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}) {
  // Paths are relative to the server URL (the API base), whose variables take their defaults.
  const server = document.servers?.[0];
  const url = (server?.url ?? '').replace(
    /\{(\w+)\}/g,
    (_, name: string) => server?.variables?.[name]?.default ?? '',
  );
  const base = new URL(url, 'http://server.invalid').pathname.replace(/\/$/, '');
  return Object.entries(document.paths).flatMap(([relative, methods]) =>
    Object.entries(methods).map(
      ([method, op]): FuzzOperation => ({
        method: method.toUpperCase(),
        path: `${base}${relative}`,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        appCredential: op.security?.some((requirement) => 'partnerApp' in requirement) ?? false,
      }),
    ),
  );
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

/** Path segments that are not clean percent-encoding (Fastify's FST_ERR_BAD_URL). */
const BAD_ENCODING = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%FF%FE'];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  '"unterminated',
  '{"a":1,}',
  '1e999',
  'nul',
  `${'['.repeat(20_000)}`,
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  '',
];

/** Percent-encoding of what a client can send: lone surrogates travel as U+FFFD. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

function pathSegment(name: string, schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  const known =
    name === 'organizationId'
      ? [ids.organizationId]
      : Object.hasOwn(ids.byName, name)
        ? (ids.byName[name] ?? [])
        : [];
  return fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['x'])) },
    { weight: 3, arbitrary: queryValue(schema, name, ids).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODING) },
  );
}

/**
 * Valid values for some of the parameters, then mostly one fault: a hostile value, an unknown or
 * repeated parameter, or raw junk. One fault at a time reaches the code behind the validation.
 */
function queryString(op: FuzzOperation, ids: KnownIds): fc.Arbitrary<string> {
  type Fault = { name: string; value: string } | { raw: string };
  const valid = fc.tuple(
    ...op.query.map((q) =>
      fc.option(validValue(q.schema, q.name, ids).map((value) => ({ name: q.name, value: String(value) }))),
    ),
  );
  const faults: fc.Arbitrary<Fault>[] = [
    fc.constant({ raw: '' }),
    fc
      .tuple(fc.constantFrom('unknown', 'page[]', '__proto__', 'constructor'), hostileString)
      .map(([name, value]) => ({ name, value })),
    fc
      .constantFrom('page=%zz', 'limit', '&&', '=', 'limit=1&limit=2', 'page=1&page=1')
      .map((raw) => ({ raw })),
  ];
  if (op.query.length > 0) {
    const hostile = fc
      .constantFrom(...op.query)
      .chain((q) => queryValue(q.schema, q.name, ids).map((value) => ({ name: q.name, value })));
    faults.push(hostile, hostile, hostile, hostile);
  }
  return fc.tuple(valid, fc.oneof(...faults)).map(([chosen, fault]) => {
    const values = new Map<string, string>();
    for (const pair of chosen) if (pair) values.set(pair.name, pair.value);
    if ('name' in fault) values.set(fault.name, fault.value);
    const all = [...values].map(([name, value]) => `${encode(name)}=${encode(value)}`);
    if ('raw' in fault && fault.raw) all.push(fault.raw);
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

function bodyOf(op: FuzzOperation, ids: KnownIds, bodyLimit: number) {
  if (!op.body) return fc.constant({ body: undefined, contentType: undefined });
  const json = mutatedValue(op.body, 'body', ids).map((value) => ({
    body: JSON.stringify(value) as string | Uint8Array | undefined,
    contentType: 'application/json' as string | undefined,
  }));
  const raw = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((body) => ({ body, contentType: 'application/json' })),
    fc
      .tuple(mutatedValue(op.body, 'body', ids), fc.constantFrom(...CONTENT_TYPES))
      .map(([value, contentType]) => ({
        body: JSON.stringify(value) ?? '',
        contentType,
      })),
    fc.constant({ body: `{"x":"${'a'.repeat(bodyLimit)}"}`, contentType: 'application/json' }),
    // Invalid UTF-8 inside a JSON string.
    fc.constant({
      body: Buffer.concat([
        Buffer.from('{"establishmentId":"'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}'),
      ]),
      contentType: 'application/json',
    }),
    fc.constant({ body: undefined, contentType: 'application/json' }),
  );
  const valid = validValue(op.body, 'body', ids).map((value) => ({
    body: JSON.stringify(value) as string | Uint8Array | undefined,
    contentType: 'application/json' as string | undefined,
  }));
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 2, arbitrary: json },
    { weight: 1, arbitrary: raw },
  );
}

export function requestOf(op: FuzzOperation, ids: KnownIds, credentials: FuzzCredentials, bodyLimit: number) {
  const segments = fc.tuple(...op.pathParams.map((p) => pathSegment(p.name, p.schema, ids)));
  const auth = fc.oneof(
    { weight: 18, arbitrary: fc.constant(authorizationOf(op, credentials)) },
    {
      weight: 1,
      arbitrary: hostileString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`.slice(0, 4000)),
    },
    { weight: 1, arbitrary: fc.constant('') },
  );
  return fc
    .tuple(segments, queryString(op, ids), bodyOf(op, ids, bodyLimit), auth)
    .map(([values, query, { body, contentType }, authorization]): FuzzRequest => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, values[i] ?? '');
      });
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (contentType) headers['content-type'] = contentType;
      return { method: op.method, url: `${path}${query}`, headers, body };
    });
}

export interface Sent {
  status: number;
  headers: Headers;
  text: string;
}

export async function send(baseUrl: string, request: FuzzRequest): Promise<Sent> {
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const TENANT_TABLES = [
  'establishments',
  'teams',
  'collaborators',
  'contracts',
  'absences',
  'work_locations',
  'meal_voucher_configurations',
  'complementary_contracts',
  'complementary_contract_options',
  'affiliations',
  'audit_events',
  'change_counters',
  'change_events',
] as const;

/** Every row of the organization's tables (API keys aside: their last use moves on every call). */
/**
 * Waits until no import the fuzz started runs in the background: an accepted import writes after
 * its 202, and would otherwise show in the before = after of the next request's snapshot.
 */
export async function importsSettled(db: Kysely<Database>, organizationId: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const busy = await db
      .selectFrom('http_imports')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (!busy) return;
    if (Date.now() - started > 60_000) throw new Error(`import ${busy.id} still runs after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function tenantSnapshot(db: Kysely<Database>, organizationId: string): Promise<string> {
  const tables: Record<string, unknown> = {
    organizations: await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', organizationId)
      .execute(),
  };
  for (const table of TENANT_TABLES) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where('organization_id', '=', organizationId)
      .execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

/**
 * Fixed requests every run sends first, whatever the seed: each numeric query parameter alone
 * with each number a query string can carry that is not a plain decimal integer in range.
 */
export function numericExamples(
  op: FuzzOperation,
  ids: KnownIds,
  credentials: FuzzCredentials,
): FuzzRequest[] {
  let path = op.path;
  for (const p of op.pathParams) {
    const known = p.name === 'organizationId' ? ids.organizationId : (ids.byName[p.name]?.[0] ?? 'x');
    path = path.replace(`{${p.name}}`, known);
  }
  const numeric = op.query.filter((q) => q.schema.type === 'integer' || q.schema.type === 'number');
  return numeric.flatMap((q) =>
    NUMERIC_TEXT.map((value) => ({
      method: op.method,
      url: `${path}?${encode(q.name)}=${encode(value)}`,
      headers: { authorization: authorizationOf(op, credentials) },
      body: undefined,
    })),
  );
}

const REQUIRED_QUERY: Record<string, string> = { month: '9', year: '2026' };

/**
 * Fixed requests every run sends, whatever the seed: each forged cursor, and each genuine list
 * cursor with a bit changed, as the `cursor` of every list and the `after` of the feed. Each must
 * be a 400 on both engines.
 */
export function forgedCursorExamples(
  op: FuzzOperation,
  ids: KnownIds,
  credentials: FuzzCredentials,
  genuineListCursors: readonly string[],
): FuzzRequest[] {
  let path = op.path;
  for (const p of op.pathParams) {
    const known = p.name === 'organizationId' ? ids.organizationId : (ids.byName[p.name]?.[0] ?? 'x');
    path = path.replace(`{${p.name}}`, known);
  }
  const forged = [...FORGED_CURSORS, ...genuineListCursors.map(tamperedCursor)];
  // The required parameters of a list (the meal vouchers' month), valid, so the cursor is read.
  const required = op.query
    .filter((q) => Object.hasOwn(REQUIRED_QUERY, q.name))
    .map((q) => `&${q.name}=${REQUIRED_QUERY[q.name] ?? ''}`)
    .join('');
  return op.query
    .filter((q) => q.name === 'cursor' || q.name === 'after')
    .flatMap((q) =>
      forged.map((value) => ({
        method: op.method,
        url: `${path}?${encode(q.name)}=${encode(value)}${required}`,
        headers: { authorization: authorizationOf(op, credentials) },
        body: undefined,
      })),
    );
}
