import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { ALL_SCOPES, PREREQUISITES, SCOPE_DESCRIPTIONS, type Scope } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { givenKey } from '../support/fixtures.ts';
import { mintAccessToken } from '../support/oauth-token.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const ORG = 'org_wiring';
const SNAPSHOT = '/organizations/{organizationId}/snapshot';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-scopes-any'?: boolean;
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Media {
  schema: { $ref?: string };
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
const operations = Object.entries<Record<string, Operation>>(document.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, operation]) => ({ template, method, operation })),
);
const oauthScopeSets = (operation: Operation) =>
  (operation.security ?? []).flatMap((requirement) => (requirement.oauth2 ? [requirement.oauth2] : []));
const schemaAt = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];

describe('the OAuth2 security scheme of the document', () => {
  const scheme = document.components.securitySchemes.oauth2;

  it('is the authorization-code flow, with every scope of the API and what it grants', () => {
    expect(scheme.type).toBe('oauth2');
    expect(Object.keys(scheme.flows)).toEqual(['authorizationCode']);
    expect(scheme.flows.authorizationCode.scopes).toEqual(SCOPE_DESCRIPTIONS);
    expect(Object.keys(scheme.flows.authorizationCode.scopes).sort()).toEqual([...ALL_SCOPES].sort());
  });

  it('opens every operation the key opens, the partner app’s own ones aside', () => {
    for (const { operation } of operations) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (schemes.includes('partnerApp')) continue;
      expect(schemes, operation.operationId).toContain('apiKey');
      expect(oauthScopeSets(operation).length, operation.operationId).toBeGreaterThan(0);
    }
  });
});

describe('the snapshot as the document describes it', () => {
  const media: Record<string, Media> =
    operations.find((o) => o.template === SNAPSHOT)?.operation.responses['200']?.content ?? {};

  it('is NDJSON whose schema is one line: exactly one of the kinds of line, each with its example', () => {
    expect(Object.keys(media)).toEqual(['application/x-ndjson']);
    const ndjson = media['application/x-ndjson'];
    const line = schemaAt(ndjson?.schema.$ref ?? '');
    expect(line.oneOf.length).toBe(4);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    const examples = Object.values(ndjson?.examples ?? {});
    expect(ndjson?.example).toBeUndefined();
    // Each kind of line has an example, and each example is of exactly one kind.
    const kindsOf = (value: unknown) =>
      line.oneOf.filter((kind: { $ref: string }) =>
        ajv.validate({ $ref: `openapi.json${kind.$ref}` }, value),
      );
    for (const example of examples) expect(kindsOf(example.value).length, example.summary).toBe(1);
    expect(new Set(examples.flatMap((e) => kindsOf(e.value))).size).toBe(line.oneOf.length);
  });
});

describe('the document as the running server answers it', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  /** A partner app's access token with exactly `scopes`, minted once per set. */
  const tokenWith = async (scopes: readonly string[]) => {
    const name = [...scopes].sort().join(' ');
    let token = tokens.get(name);
    if (!token) {
      token = await mintAccessToken(t.testStore.store.db, t.baseUrl, ORG, scopes, `wiring ${tokens.size}`);
      tokens.set(name, token);
    }
    return token;
  };
  const call = (template: string, method: string, token: string) =>
    t.api(template.replace('{organizationId}', ORG).replace(/\{[^}]+\}/g, 'x'), {
      method: method.toUpperCase(),
      key: token,
    });

  beforeAll(async () => {
    t = await startTestServer('sqlite');
    const asOf = new Date().toISOString().slice(0, 10);
    const outcome = await importDocument(
      t.testStore.store,
      seedDocument({ collaborators: 3, seed: 'wiring', organizationId: ORG, asOf }),
      { actor: CLI_ACTOR, replace: false },
    );
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
  });
  afterAll(async () => t?.stop());

  it('serves its authorization and token endpoints where the flow says, resolved against the server URL', async () => {
    const flow = document.components.securitySchemes.oauth2.flows.authorizationCode;
    const metadata = (await (await fetch(`${t.baseUrl}/.well-known/oauth-authorization-server`)).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
      grant_types_supported: string[];
      scopes_supported: string[];
    };
    const serverUrl = `${t.baseUrl}/api/public/v1`;
    expect(new URL(flow.authorizationUrl, serverUrl).href).toBe(metadata.authorization_endpoint);
    expect(new URL(flow.tokenUrl, serverUrl).href).toBe(metadata.token_endpoint);
    expect(new URL(flow.refreshUrl, serverUrl).href).toBe(metadata.token_endpoint);
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(Object.keys(flow.scopes)));
  });

  it('admits a token holding the scopes of an operation’s oauth2 requirement, and refuses one without them', async () => {
    const alone = ALL_SCOPES.filter((scope) => PREREQUISITES[scope] === undefined);
    const admitted = new Set<string>();
    for (const { template, method, operation } of operations) {
      const sets = oauthScopeSets(operation);
      for (const scopes of sets) {
        admitted.add(operation.operationId);
        const { status, body } = await call(template, method, await tokenWith(scopes));
        expect(
          [401, 403],
          `${operation.operationId} with ${scopes.join(' ')}: ${body?.detail}`,
        ).not.toContain(status);
      }
      const needed = new Set(sets.flat());
      const other = alone.filter((scope: Scope) => !needed.has(scope));
      if (needed.size === 0 || other.length === 0) continue;
      const refused = await call(template, method, await tokenWith(other));
      expect(refused.status, operation.operationId).toBe(403);
      expect(refused.body.code, operation.operationId).toBe('insufficient_scope');
    }
    // Every operation but the partner app's own (client credentials) was called with a token.
    const byKey = operations.filter((o) => o.operation.security?.some((r) => 'apiKey' in r));
    expect(admitted.size).toBe(byKey.length);
    expect(admitted.size).toBeGreaterThan(10);
  });

  it('streams the snapshot in the media type it documents, each line one of its kinds', async () => {
    const { secret } = await givenKey(t.testStore.store.db, ORG, [
      'org:employee:read',
      'org:absence:read',
      'org:work_location:read',
    ]);
    const response = await t.api(`/organizations/${ORG}/snapshot`, { key: secret });
    expect(response.status).toBe(200);
    const sent = (response.headers.get('content-type') ?? '').split(';')[0];
    const documented = operations.find((o) => o.template === SNAPSHOT)?.operation.responses['200']?.content;
    expect(Object.keys(documented ?? {})).toEqual([sent]);
    // t.api has checked each line against the document's line schema; every kind is in this stream.
    const lines = String(response.body)
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(new Set(lines.map((l) => l.list ?? 'cursor'))).toEqual(
      new Set(['collaborators', 'absences', 'work-locations', 'cursor']),
    );
  });
});
