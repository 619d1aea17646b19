/**
 * Generates the client's types and operation table from the repository's OpenAPI document
 * (`openapi.json` at the root): `src/generated/openapi.ts` by openapi-typescript, and
 * `src/generated/operations.ts`, how each operationId is called. Run: `npm run generate -w client`.
 * The client test suite regenerates both in memory and fails when the committed files differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { BODY_MEDIA_TYPES, type BodyMediaType, type OperationSpec } from '../src/operation-spec.ts';

const API_BASE_PATH = '/api/public/v1';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const clientRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT_PATH = path.resolve(clientRoot, '..', 'openapi.json');
export const GENERATED_DIR = path.join(clientRoot, 'src', 'generated');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s (`#/components/...`) until a plain object. */
function resolve(document: JsonObject, value: Json | undefined): JsonObject | undefined {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth++) {
    if (depth > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Json | undefined>((node, part) => (isObject(node) ? node[part] : undefined), document);
  }
  return isObject(current) ? current : undefined;
}

function isArraySchema(document: JsonObject, schema: Json | undefined): boolean {
  const resolved = resolve(document, schema);
  return resolved?.type === 'array' || (Array.isArray(resolved?.type) && resolved.type.includes('array'));
}

/** The properties of an object schema, those of each of its `allOf`/`oneOf`/`anyOf` branches too. */
function propertiesOf(document: JsonObject, schema: Json | undefined): JsonObject {
  const resolved = resolve(document, schema);
  const own = isObject(resolved?.properties) ? resolved.properties : {};
  const branches = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) => {
    const list = resolved?.[keyword];
    return Array.isArray(list) ? list : [];
  });
  return Object.assign({}, ...branches.map((branch) => propertiesOf(document, branch)), own);
}

/** The first media type of a request body the client can send, in the order of BODY_MEDIA_TYPES. */
function bodyMediaTypeOf(content: JsonObject): BodyMediaType | undefined {
  return BODY_MEDIA_TYPES.find((type) => isObject(content[type]));
}

/** The path of the API under the document's first server (variables at their defaults), e.g. `/api/public/v1`. */
function serverPath(document: JsonObject): string {
  const servers = document.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  const variables = isObject(first) && isObject(first.variables) ? first.variables : {};
  const template = isObject(first) && typeof first.url === 'string' ? first.url : '/';
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : '';
  });
  return new URL(url, 'http://server.invalid').pathname.replace(/\/$/, '');
}

/** Where a page-numbered list keeps its items, or null when the operation is not one. */
function itemsOf(document: JsonObject, queryParams: string[], response: Json | undefined): string[] | null {
  if (!queryParams.includes('page') || !queryParams.includes('limit')) return null;
  const body = propertiesOf(document, response);
  if (!('total' in body)) return null;
  if (isArraySchema(document, body.data)) return ['data'];
  const arrays = Object.entries(propertiesOf(document, body.data)).filter(([, schema]) =>
    isArraySchema(document, schema),
  );
  const only = arrays.length === 1 ? arrays[0] : undefined;
  return only ? ['data', only[0]] : null;
}

function successSchema(document: JsonObject, operation: JsonObject): Json | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const code = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
  const response = code === undefined ? undefined : resolve(document, responses[code]);
  const content = isObject(response?.content) ? response.content : {};
  const json = Object.entries(content).find(([type]) => type.startsWith('application/json'))?.[1];
  return isObject(json) ? json.schema : undefined;
}

export function operationTable(document: JsonObject): Record<string, OperationSpec> {
  const prefix = serverPath(document);
  const paths = isObject(document.paths) ? document.paths : {};
  const table: Record<string, OperationSpec> = {};
  for (const [template, pathItemRef] of Object.entries(paths)) {
    const pathItem = resolve(document, pathItemRef);
    const fullPath = `${prefix}${template}`;
    if (!pathItem || !fullPath.startsWith(`${API_BASE_PATH}/`)) continue;
    for (const method of METHODS) {
      const operation = resolve(document, pathItem[method]);
      if (!operation) continue;
      const id = operation.operationId;
      if (typeof id !== 'string') throw new Error(`${method.toUpperCase()} ${template} has no operationId`);
      const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own].flatMap((p): JsonObject[] => {
        const parameter = resolve(document, p);
        return parameter ? [parameter] : [];
      });
      const named = (where: string) =>
        parameters.flatMap((p) => (p.in === where && typeof p.name === 'string' ? [p.name] : []));
      const pathParams = named('path');
      const queryParams = named('query');
      const defaultedParams = parameters.flatMap((p) =>
        p.in === 'query' && typeof p.name === 'string' && resolve(document, p.schema)?.default !== undefined
          ? [p.name]
          : [],
      );
      const limitSchema = resolve(
        document,
        parameters.find((p) => p.in === 'query' && p.name === 'limit')?.schema,
      );
      const maxLimit = typeof limitSchema?.maximum === 'number' ? limitSchema.maximum : null;
      const requestBody = resolve(document, operation.requestBody);
      const bodyContent = isObject(requestBody?.content) ? requestBody.content : {};
      const bodyMediaType = bodyMediaTypeOf(bodyContent);
      if (requestBody && !bodyMediaType)
        throw new Error(`${id}: request bodies of ${BODY_MEDIA_TYPES.join(', ')} only`);
      const bodyMedia = bodyMediaType ? bodyContent[bodyMediaType] : undefined;
      const bodySchema = resolve(document, isObject(bodyMedia) ? bodyMedia.schema : undefined);
      const members = Object.keys(propertiesOf(document, bodySchema));
      // A file, or a whole document its schema does not spell out (any JSON): one `body` parameter.
      const wholeBody =
        bodyMediaType === 'application/octet-stream' ||
        (bodyMediaType !== undefined && members.length === 0 && bodySchema?.type === undefined);
      const bodyParams = wholeBody ? ['body'] : members;
      const clash = bodyParams.find((name) => pathParams.includes(name) || queryParams.includes(name));
      if (clash) throw new Error(`${id}: body property ${clash} is also a path or query parameter`);
      table[id] = {
        method: method.toUpperCase() as OperationSpec['method'],
        path: fullPath.slice(API_BASE_PATH.length),
        pathParams,
        queryParams,
        defaultedParams,
        bodyParams,
        bodyMediaType: bodyMediaType ?? null,
        wholeBody,
        maxLimit,
        items: itemsOf(document, queryParams, successSchema(document, operation)),
      };
    }
  }
  return table;
}

const HEADER = (what: string) =>
  `/**\n * ${what}\n * Generated from openapi.json by \`npm run generate -w client\`: do not edit.\n */\n`;

/** Both generated files, as text, keyed by file name. */
export async function generate(documentText: string): Promise<Record<string, string>> {
  const document = JSON.parse(documentText) as JsonObject;
  const types = astToString(await openapiTS(document as unknown as OpenAPI3));
  const table = operationTable(document);
  const operations = `${HEADER('How each operation of the Public HR Data API is called.')}import type { OperationSpec } from '../operation-spec.ts';

export const operations = ${JSON.stringify(table, null, 2)} as const satisfies Record<string, OperationSpec>;
`;
  return {
    'openapi.ts': `${HEADER('Types of the Public HR Data API, by openapi-typescript.')}\n${types}`,
    'operations.ts': operations,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ? path.resolve(process.argv[2]) : DOCUMENT_PATH;
  const files = await generate(fs.readFileSync(source, 'utf8'));
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(GENERATED_DIR, name), text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), path.join(GENERATED_DIR, name))}\n`);
  }
}
