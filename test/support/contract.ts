import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * The contract check of the integration suite: every response the tests receive from the API is
 * validated against the committed OpenAPI document (openapi.json, itself checked equal to the
 * generated one). An undocumented status or a body that drifts fails the test that saw it.
 */
const API_PREFIX = '/api/public/v1';
const DOCUMENT_ID = 'openapi.json';
const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Fewer path parameters first: a literal segment beats a parameter. */
  parameters: number;
  statuses: Set<string>;
}

interface Contract {
  operations: Operation[];
  validator(pointer: string): ValidateFunction;
}

// ajv-formats is CommonJS: its default export sits one level down under NodeNext.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const pointerOf = (...segments: string[]) =>
  `#/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

let loaded: Contract | undefined;

function contract(): Contract {
  if (loaded) return loaded;
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries<Record<string, { responses: object }>>(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        parameters: (template.match(/\{/g) ?? []).length,
        statuses: new Set(Object.keys(operation.responses)),
      });
    }
  }
  operations.sort((a, b) => a.parameters - b.parameters);
  const cache = new Map<string, ValidateFunction>();
  loaded = {
    operations,
    validator(pointer) {
      let validate = cache.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
        cache.set(pointer, validate);
      }
      return validate;
    },
  };
  return loaded;
}

export interface ObservedResponse {
  method: string;
  /** The URL path as requested, with its query string. */
  url: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

const NDJSON = 'application/x-ndjson';

/** Throws when the response is not what the OpenAPI document says this operation answers. */
export function assertMatchesContract(response: ObservedResponse): void {
  const path = response.url.split('?')[0] ?? '';
  if (!path.startsWith(`${API_PREFIX}/`)) return;
  const relative = path.slice(API_PREFIX.length);
  if (relative === '/openapi.json' || relative === '/docs' || relative.startsWith('/docs/')) return;
  if (response.method === 'HEAD' || response.method === 'OPTIONS') return;
  const { operations, validator } = contract();
  const operation = operations.find((o) => o.method === response.method && o.pattern.test(relative));
  const what = `${response.method} ${path} answered ${response.status}`;
  if (response.status === 204) {
    // A write's "no content" (a DELETE): no body, and only where the document lists it.
    if (!operation?.statuses.has('204')) throw new Error(`contract: ${what} on an operation without 204`);
    if (response.body !== undefined) throw new Error(`contract: ${what} with a body`);
    return;
  }
  if (response.status === 304) {
    // A conditional read's "not modified": no body, and only where the document lists it.
    if (!operation?.statuses.has('304')) throw new Error(`contract: ${what} on an operation without 304`);
    if (response.body !== undefined) throw new Error(`contract: ${what} with a body`);
    return;
  }
  // A streamed answer (the snapshot): NDJSON where the document says so, each line checked.
  const ndjson = response.status === 200 && response.contentType?.startsWith(NDJSON) === true;
  if (ndjson && operation) {
    const validate = validator(
      pointerOf(
        'paths',
        operation.template,
        response.method.toLowerCase(),
        'responses',
        '200',
        'content',
        NDJSON,
        'schema',
      ),
    );
    const text = typeof response.body === 'string' ? response.body : '';
    for (const line of text.split('\n').filter(Boolean)) {
      if (!validate(JSON.parse(line))) {
        throw new Error(
          `contract: ${what} with an NDJSON line the OpenAPI document refuses: ${line.slice(0, 200)}`,
        );
      }
    }
    return;
  }
  if (!response.contentType?.startsWith('application/json')) {
    throw new Error(`contract: ${what} with Content-Type ${response.contentType}, not application/json`);
  }
  let pointer: string;
  if (!operation) {
    // No such operation: the answer can only be one of the API's errors.
    if (response.status < 400) throw new Error(`contract: ${what} on a path the OpenAPI document lacks`);
    pointer = pointerOf('components', 'schemas', 'Problem');
  } else {
    const status = String(response.status);
    if (!operation.statuses.has(status)) {
      throw new Error(
        `contract: ${what}, a status the OpenAPI document does not list for ${response.method} ${operation.template}`,
      );
    }
    pointer = pointerOf(
      'paths',
      operation.template,
      response.method.toLowerCase(),
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    );
  }
  const validate = validator(pointer);
  if (!validate(response.body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      );
    throw new Error(
      `contract: ${what} with a body the OpenAPI document refuses:\n  ${problems.join('\n  ')}`,
    );
  }
}
