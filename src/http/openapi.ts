import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { AUTHORIZATION_PATH, TOKEN_PATH } from '../auth/tokens/oauth-paths.ts';
import type { OperationExamples } from '../schema/examples.ts';
import { isRecord } from '../shared/guards.ts';
import { API_PREFIX } from './api-prefix.ts';
import { isAppCredentialRoute } from './api-routes.ts';
import { defaultsAreOptional, shareComponents } from './openapi-components.ts';
import { withExamples } from './openapi-examples.ts';
import { ConditionalReadHeaders, READ_METHODS } from './pipeline/conditional-reads.ts';
import { IDEMPOTENT_WRITES, IdempotencyHeaders } from './pipeline/idempotency.ts';
import { registerReferencePage } from './reference-page.ts';
import { errorResponses, notModified, withETag } from './responses.ts';
/**
 * The specification this server implements, and the document's own version: v1.11.0's operations
 * and schemas unchanged, plus the write API (docs/writes.md), an additive minor version. Readers of
 * the specification keep working; `x-spec-version` says which specification the reads follow.
 */
export const SPEC_VERSION = '1.11.0';
export const OPENAPI_VERSION = '1.12.0';

/**
 * The OpenAPI document is generated from the same TypeBox schemas that validate requests and
 * serialize responses, so it cannot drift from what the server does. `npm run openapi` writes it
 * to openapi.json; it is served, without authentication, at /api/public/v1/openapi.json and
 * /openapi.json.
 */
export interface OpenApiContent {
  /** Per operationId, built above the routes from the resources' own projections. */
  examples: Record<string, OperationExamples>;
  /** What each scope grants, for the security scheme's description. */
  scopeDescriptions: Record<string, string>;
  /** The OpenAPI `webhooks`: what an endpoint registered for each event type receives. */
  webhooks: Record<string, OpenAPIV3_1.PathItemObject>;
}

// The safety net of `...errorResponses()` in each route: an API route that forgets it still
// documents (and serializes) every error, so no operation can show only its happy path.
function documentEveryError(route: RouteOptions): void {
  if (!route.url.startsWith(`${API_PREFIX}/`) || route.schema?.hide) return;
  const methods = [route.method].flat();
  const reads = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
  // Every POST, PUT, PATCH and DELETE takes Idempotency-Key; every GET answers an ETag and 304 (one schema
  // validates the header and documents it).
  const idempotent = methods.some((method) => IDEMPOTENT_WRITES.has(method));
  const conditional = methods.some((method) => READ_METHODS.has(method));
  const headers = idempotent ? IdempotencyHeaders : conditional ? ConditionalReadHeaders : undefined;
  const declared: unknown = route.schema?.response;
  const response = isRecord(declared) ? declared : {};
  route.schema = {
    ...route.schema,
    ...(headers && !route.schema?.headers ? { headers } : {}),
    response: {
      ...errorResponses({ body: reads, idempotent }),
      ...(conditional ? { 304: notModified } : {}),
      ...response,
      ...(conditional && response[200] ? { 200: withETag(response[200]) } : {}),
    },
  };
}

/**
 * The partner app's OAuth access token: the authorization-code flow of this server's own
 * authorization server. Its URLs are relative references, resolved against the server URL as
 * OpenAPI 3.1 says: `/oauth/authorize` is at the root of whichever server publishes the document.
 */
function oauthScheme(
  scopeDescriptions: OpenApiContent['scopeDescriptions'],
): OpenAPIV3_1.SecuritySchemeObject {
  return {
    type: 'oauth2',
    description:
      "An access token of a partner app, sent as `Authorization: Bearer <token>` like an API key: issued by this server's authorization server once an organization admin consented (authorization code with PKCE S256; the client authenticates with its client_id and client_secret). It carries the scopes the admin granted; refresh it at the token URL (each refresh token is used once).",
    flows: {
      authorizationCode: {
        authorizationUrl: AUTHORIZATION_PATH,
        tokenUrl: TOKEN_PATH,
        refreshUrl: TOKEN_PATH,
        scopes: scopeDescriptions,
      },
    },
  };
}

/** The document's head: its version, server, tags, webhooks and security schemes. */
function documentHead(
  scopeDescriptions: OpenApiContent['scopeDescriptions'],
  webhooks: OpenApiContent['webhooks'],
): Partial<OpenAPIV3_1.Document> {
  const info: OpenAPIV3_1.InfoObject & { 'x-spec-version': string } = {
    title: 'Public HR Data API',
    version: OPENAPI_VERSION,
    'x-spec-version': SPEC_VERSION,
    description: `Collaborators, absences, work locations, company data, meal vouchers and complementary contracts. The read operations are those of the Public HR Data API v${SPEC_VERSION} (\`x-spec-version\`), unchanged; version ${OPENAPI_VERSION} adds, beyond the specification, the write operations (collaborators, absences and work-location requests with their approval, whole HR data documents and DSN files): additive, a minor version.`,
  };
  return {
    openapi: '3.1.0',
    info,
    servers: [
      {
        url: '{baseUrl}',
        description: 'The API base of your server: its address followed by /api/public/v1.',
        variables: { baseUrl: { default: `http://127.0.0.1:3000${API_PREFIX}` } },
      },
    ],
    tags: [
      { name: 'Collaborators', description: 'Collaborators and their contracts (self-serve).' },
      { name: 'Absences', description: 'Leave requests (self-serve).' },
      { name: 'Work locations', description: 'Work locations and remote-work requests (self-serve).' },
      { name: 'Organization', description: 'The company and its establishments (partners).' },
      { name: 'Meal vouchers', description: 'Monthly meal-voucher counts (partners).' },
      {
        name: 'Complementary contracts',
        description: 'Complementary health-insurance contracts, from a DSN fiche de paramétrage (partners).',
      },
      {
        name: 'Affiliations',
        description: 'Collaborators’ affiliations to complementary contracts (partners).',
      },
      {
        name: 'Changes',
        description:
          'The change feed: what changed since a cursor, to keep a copy in sync (self-serve and partners).',
      },
      {
        name: 'Imports',
        description:
          'Whole documents over HTTP: an HR data document or a monthly DSN, imported in the background as the CLI imports it.',
      },
      {
        name: 'Partner app',
        description:
          'A partner app across the organizations that granted it: its grants and its webhook endpoint (client credentials).',
      },
    ],
    // What an endpoint registered for an event type receives, one event per request.
    webhooks,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key (hrk_…) created by an organization admin; it needs the scopes an operation's \`x-scopes\` names (any one of them where \`x-scopes-any\` is true). Scopes: ${Object.entries(
            scopeDescriptions,
          )
            .map(([scope, grants]) => `${scope}: ${grants}`)
            .join('; ')}.`,
        },
        oauth2: oauthScheme(scopeDescriptions),
        partnerApp: {
          type: 'http',
          scheme: 'basic',
          description:
            "A partner app's client credentials, as the operator issued them: HTTP Basic with the client_id as user name and the client_secret as password, each form-urlencoded first (RFC 6749 §2.3.1).",
        },
      },
    },
  };
}

/**
 * An operation's security: an API key, or a partner app's access token holding any one of the
 * scope sets (OpenAPI's alternatives). OpenAPI lists scopes for OAuth only; the key's are in
 * `x-scopes` and the description, and the server checks both credentials alike.
 */
const eitherCredential = (
  scopeSets: readonly (readonly string[])[],
): OpenAPIV3_1.SecurityRequirementObject[] => [
  { apiKey: [] },
  ...scopeSets.map((scopes) => ({ oauth2: [...scopes] })),
];

/**
 * One operation as the document shows it: its security requirement and scopes from the route's
 * `config.auth`, and its path relative to the API base. Routes outside the API are hidden.
 */
function documentOperation({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}) {
  if (!url.startsWith(`${API_PREFIX}/`)) {
    const hidden: FastifySchema & { hide: true } = { ...schema, hide: true };
    return { schema: hidden, url };
  }
  const auth = route.config?.auth;
  const ownScopes = 'x-scopes' in schema && Array.isArray(schema['x-scopes']) ? schema['x-scopes'] : [];
  // A route that needs any one of several scopes (the change feed) names them itself: each is
  // an alternative security requirement.
  const anyOf: string[] = auth && auth.scopes.length === 0 ? ownScopes.map(String) : [];
  const appCredential = [route.method].flat().some((method) => isAppCredentialRoute(method, url));
  const extra = appCredential
    ? { security: [{ partnerApp: [] }] }
    : anyOf.length > 0
      ? { security: eitherCredential(anyOf.map((scope) => [scope])), 'x-scopes': anyOf }
      : auth
        ? {
            security: eitherCredential([auth.scopes]),
            'x-scopes': auth.scopes,
            description: [
              'description' in schema && typeof schema.description === 'string'
                ? schema.description
                : undefined,
              // A route that needs any one of several scopes (the change feed) describes them itself.
              auth.scopes.length > 0
                ? `Requires ${auth.scopes.join(' and ')}${auth.partner ? " on a partner key or a partner app's access token" : ''}.`
                : undefined,
            ]
              .filter(Boolean)
              .join('\n\n'),
          }
        : {};
  // Paths are relative to the server URL (the API base); OpenAPI uses {param} where Fastify uses :param.
  const path = url.slice(API_PREFIX.length).replace(/:([A-Za-z]+)/g, '{$1}');
  const documented: FastifySchema = { ...schema, ...extra };
  return { schema: documented, url: path };
}

export async function registerOpenApi(
  app: FastifyInstance,
  { examples, scopeDescriptions, webhooks }: OpenApiContent,
): Promise<void> {
  app.addHook('onRoute', documentEveryError);
  await app.register(swagger, {
    openapi: documentHead(scopeDescriptions, webhooks),
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = shareComponents(documentObject.openapiObject as Parameters<typeof shareComponents>[0]);
      return withExamples(defaultsAreOptional(document), examples);
    },
    transform: documentOperation,
  });
  const document = () => app.swagger();
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => document());
  app.get('/openapi.json', { schema: { hide: true } }, async () => document());
  registerReferencePage(app);
}
