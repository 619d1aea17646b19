import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/auth/keys/api-keys.ts';
import {
  type KeyKind,
  PARTNER_SCOPES,
  PREREQUISITES,
  type Scope,
  SELF_SERVE_SCOPES,
} from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { givenImport } from '../support/imports.ts';
import { type ApiCallOptions, startTestServer, type TestServer } from '../support/server.ts';
import {
  type EnrolledRoute,
  enrolledRoutes,
  methodOf,
  placeholders,
  SECURITY_IMPORT_ID,
  SECURITY_REQUEST_DAYS,
  type SecurityContext,
  securityRequestId,
} from './enrolled-routes.ts';
import { servedApiRoutes } from './served-routes.ts';

// The table is driven by the app's own route list, not by what someone remembered to enrol.
const served = await servedApiRoutes();
// App-credential routes take no API key: test/partner-apps/app-credentials.test.ts holds their cases.
const protectedRoutes = served.filter((route) => !route.public && !route.appCredential);

/** Integers that are not plain decimal integers in range: each is a 400, never a 500 or a coercion. */
const BAD_INTEGERS = [
  '0',
  '-1',
  'abc',
  '1e18',
  '99999999999999999999',
  '-Infinity',
  'Infinity',
  'NaN',
  '0x10',
  '1e1',
  '%2B5',
  '%201',
  '1.',
  '1.0',
];

/** Every scope a key of that kind may hold, less `missing` and what depends on it. */
function scopesWithout(kind: KeyKind, missing: Scope): Scope[] {
  const all: Scope[] =
    kind === 'partner' ? [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES] : [...SELF_SERVE_SCOPES];
  return all.filter((s) => s !== missing && PREREQUISITES[s] !== missing);
}

function expectErrorBody(body: Record<string, unknown>, status: number, code: string): void {
  expect(body).toMatchObject({ type: 'about:blank', status, code });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(typeof body.requestId).toBe('string');
}

describe.each(testEngines())('security table on %s', (engine) => {
  let t: TestServer;
  let ctx: SecurityContext;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_sec_a');
    await givenOrganization(db, 'org_sec_b');
    const establishment = await givenEstablishment(db, 'org_sec_a', { id: 'est_sec_a' });
    const collaborator = await givenCollaborator(db, 'org_sec_a', {
      id: 'col_sec_a',
      establishment_id: establishment.id,
    });
    // The affiliation routes answer 200 only for a contract and option that exist.
    await givenComplementaryContract(db, 'org_sec_a', { id: 'cc_sec_a', optionIds: ['opt_sec_a'] });
    // The import route answers 200 only for an import of the organization.
    await givenImport(db, 'org_sec_a', SECURITY_IMPORT_ID);
    ctx = { organizationId: 'org_sec_a', establishmentId: establishment.id, collaboratorId: collaborator.id };
    // The absences and work locations the request routes act on, pending, one period each.
    for (const [purpose, day] of Object.entries(SECURITY_REQUEST_DAYS)) {
      if (purpose === 'post') continue;
      const period = { status: 'pending', start_date: day, end_date: day };
      const id = (prefix: string) => securityRequestId(prefix, purpose as keyof typeof SECURITY_REQUEST_DAYS);
      await givenAbsence(db, 'org_sec_a', collaborator.id, { id: id('abs'), ...period });
      await givenWorkLocation(db, 'org_sec_a', collaborator.id, { id: id('wl'), ...period });
    }
    keys.partner = (
      await givenKey(db, 'org_sec_a', [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner')
    ).secret;
    keys.selfServe = (await givenKey(db, 'org_sec_a', [...SELF_SERVE_SCOPES])).secret;
    keys.otherOrg = (
      await givenKey(db, 'org_sec_b', [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner')
    ).secret;
    const revoked = await givenKey(db, 'org_sec_a', [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner');
    await revokeApiKey(db, 'org_sec_a', revoked.key.id, CLI_ACTOR);
    keys.revoked = revoked.secret;
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('enrols every protected route the app serves, and nothing it does not serve', () => {
    expect(Object.keys(enrolledRoutes).sort()).toEqual(protectedRoutes.map((route) => route.name).sort());
  });

  it('serves each route on the public list without a key, and nothing else without one', async () => {
    // Wildcard routes (static files) have no one path to probe; exact ones must answer.
    for (const route of served.filter((r) => r.public && r.method === 'GET' && !r.url.endsWith('*'))) {
      const response = await t.api(`/${route.url}`);
      expect({ route: route.name, status: response.status }).toEqual({ route: route.name, status: 200 });
    }
  });

  it('declares for each route the scopes and partner flag the route itself demands', () => {
    for (const route of protectedRoutes) {
      const entry = enrolledRoutes[route.name];
      expect({ route: route.name, scopes: entry?.scopes, partner: entry?.partner }).toEqual({
        route: route.name,
        scopes: route.auth?.scopes,
        partner: route.auth?.partner ?? false,
      });
    }
  });

  function callRoute(name: string, route: EnrolledRoute, options: ApiCallOptions & { query?: string } = {}) {
    const query = options.query ?? route.query;
    const path = route.path(ctx) + (query ? `?${query}` : '');
    return t.api(path, {
      method: methodOf(name),
      ...(route.body ? { body: route.body(ctx) } : {}),
      ...options,
      headers: { ...(route.bodyType ? { 'content-type': route.bodyType } : {}), ...options.headers },
    });
  }

  describe.each(protectedRoutes.map((served) => [served.name] as const))('%s', (name) => {
    const enrolled = enrolledRoutes[name];
    if (!enrolled) {
      it('is enrolled in test/security/enrolled-routes.ts', () => {
        expect.fail(`${name} is served but not enrolled: add it to test/security/enrolled-routes.ts`);
      });
      return;
    }
    const route: EnrolledRoute = enrolled;
    const call = (options: ApiCallOptions & { query?: string } = {}) => callRoute(name, route, options);
    const rightKey = () => (route.partner ? keys.partner : keys.selfServe) as string;

    it('answers a request without a key with 401 and the error body', async () => {
      const response = await call();
      expect(response.status).toBe(401);
      expectErrorBody(response.body, 401, 'unauthorized');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-request-id')).toBe(response.body.requestId);
    });

    it.each([
      ['not a Bearer scheme', (secret: string) => `Basic ${secret}`],
      ['an unknown token', () => 'Bearer not-a-key'],
      [
        'a key with a broken checksum',
        (secret: string) => `Bearer ${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      ],
      [
        'a well-formed key that was never issued',
        () => 'Bearer hrk_0000000000000000000000000000000000000000000000000',
      ],
    ])('answers %s with 401', async (_case, header) => {
      const response = await call({ headers: { authorization: header(rightKey()) } });
      expect(response.status).toBe(401);
      expectErrorBody(response.body, 401, 'unauthorized');
    });

    it('answers a revoked key with 401', async () => {
      const response = await call({ key: keys.revoked });
      expect(response.status).toBe(401);
      expectErrorBody(response.body, 401, 'unauthorized');
    });

    it("answers another organization's key with 404, as if the organization did not exist", async () => {
      const response = await call({ key: keys.otherOrg });
      expect(response.status).toBe(404);
      expectErrorBody(response.body, 404, 'not_found');
    });

    it.each(route.scopes)('answers a key without %s with 403 naming it', async (missing) => {
      const { secret } = await givenKey(
        t.testStore.store.db,
        ctx.organizationId,
        scopesWithout(route.partner ? 'partner' : 'self_serve', missing),
        route.partner ? 'partner' : 'self_serve',
      );
      const response = await call({ key: secret });
      expect(response.status).toBe(403);
      expectErrorBody(response.body, 403, 'insufficient_scope');
      expect(response.body.detail).toContain(missing);
    });

    if (route.partner) {
      it('answers a self-serve key holding every self-serve scope with 403 partner_only, saying how a partner key is issued', async () => {
        const response = await call({ key: keys.selfServe });
        expect(response.status).toBe(403);
        expectErrorBody(response.body, 403, 'partner_only');
        expect(response.body.detail).toContain('hrapi keys create');
        expect(response.body.detail).toContain('--partner');
      });
    }

    it('answers an unknown query parameter with 400 naming it', async () => {
      const query = [route.query, 'unexpected=1'].filter(Boolean).join('&');
      const response = await call({ key: rightKey(), query });
      expect(response.status).toBe(400);
      expectErrorBody(response.body, 400, 'invalid_parameter');
      expect(response.body.errors).toContainEqual(
        expect.objectContaining({ in: 'query', name: 'unexpected' }),
      );
    });

    if (route.paginated) {
      it.each([
        ...BAD_INTEGERS.flatMap((bad) => [`page=${bad}`, `limit=${bad}`]),
        'page=10000001',
        `limit=${(route.limits?.max ?? 100) + 1}`,
      ])('answers %s with 400 naming the parameter, never clamping', async (bad) => {
        const query = [route.query, bad].filter(Boolean).join('&');
        const response = await call({ key: rightKey(), query });
        expect(response.status).toBe(400);
        expectErrorBody(response.body, 400, 'invalid_parameter');
        expect(response.body.errors).toContainEqual(
          expect.objectContaining({ in: 'query', name: bad.split('=')[0] }),
        );
      });

      it('answers the last page allowed with 200, no data and the true total', async () => {
        const max = route.limits?.max ?? 100;
        const query = [route.query, `page=10000000&limit=${max}`].filter(Boolean).join('&');
        const response = await call({ key: rightKey(), query });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ page: 10000000, limit: max });
      });

      it('answers a page beyond the last with 200, no data and the true total', async () => {
        const query = [route.query, 'page=100000'].filter(Boolean).join('&');
        const response = await call({ key: rightKey(), query });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ page: 100000, limit: route.limits?.default ?? 20 });
        expect(typeof response.body.total).toBe('number');
        const items = Array.isArray(response.body.data)
          ? response.body.data
          : response.body.data.mealVouchers;
        expect(items).toEqual([]);
      });
    }

    if (route.integers) {
      const integers = route.integers;
      it.each(integers.flatMap((name) => BAD_INTEGERS.map((bad) => `${name}=${bad}`)))(
        'answers %s with 400 naming the parameter',
        async (bad) => {
          const [name] = bad.split('=');
          const query = (route.query ?? '')
            .split('&')
            .filter((pair) => !pair.startsWith(`${name}=`))
            .concat(bad)
            .join('&');
          const response = await call({ key: rightKey(), query });
          expect(response.status).toBe(400);
          expectErrorBody(response.body, 400, 'invalid_parameter');
          expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name }));
        },
      );
    }

    if (route.body && route.fileBody) {
      it('answers a body of another media type with 415', async () => {
        const response = await call({
          key: rightKey(),
          body: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.status).toBe(415);
        expectErrorBody(response.body, 415, 'unsupported_media_type');
      });
    } else if (route.body) {
      it('answers a body that is not a JSON object with 400 invalid_body, and one that is not JSON with 415', async () => {
        const notObject = await call({ key: rightKey(), body: [] });
        expect(notObject.status).toBe(400);
        expectErrorBody(notObject.body, 400, 'invalid_body');
        const notJson = await call({
          key: rightKey(),
          body: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(notJson.status).toBe(415);
        expectErrorBody(notJson.body, 415, 'unsupported_media_type');
      });
    }

    if (route.path(placeholders).includes('{collaboratorId}') && !route.createsAtPath) {
      it("answers an unknown collaborator with 404, like another organization's", async () => {
        const path = route.path({ ...ctx, collaboratorId: 'col_does_not_exist' });
        const response = await t.api(path + (route.query ? `?${route.query}` : ''), {
          method: methodOf(name),
          key: rightKey(),
          ...(route.body ? { body: route.body(ctx) } : {}),
          ...(route.bodyType ? { headers: { 'content-type': route.bodyType } } : {}),
        });
        expect(response.status).toBe(404);
        expectErrorBody(response.body, 404, 'not_found');
      });
    }

    it(`answers the right key with ${route.success ?? 200} and no-store`, async () => {
      const response = await call({ key: rightKey() });
      expect(response.status).toBe(route.success ?? 200);
      if (response.status !== 204) {
        expect(response.headers.get('content-type')).toBe(
          route.contentType ?? 'application/json; charset=utf-8',
        );
      }
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});
