import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KeyKind } from '../../src/auth/scopes.ts';
import { ALL_SCOPES, type Scope } from '../../src/auth/scopes.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { ficheXml, givenEstablishment } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import {
  type ClientOptions,
  createClient,
  HrApiError,
  HrApiNetworkError,
  HrApiTimeoutError,
  type RetryEvent,
} from '../src/index.ts';
import { contractFetch, expectNoContractViolations } from './support/contract-fetch.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';

const ORG = 'org_client_errors';
const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5 };

describe.each(testEngines())('failures of @hrapi/client against the real server (%s)', (engine) => {
  let t: TestServer;
  let limited: TestServer;
  let proxy: FaultProxy | undefined;

  beforeAll(async () => {
    [t, limited] = await Promise.all([
      startTestServer(engine),
      startTestServer(engine, { redisUrl: undefined, rateLimitPerMinute: 1, writeRateLimitPerMinute: 1 }),
    ]);
    for (const server of [t, limited]) {
      await givenOrganization(server.testStore.store.db, ORG);
      await givenEstablishment(server.testStore.store.db, ORG, { id: 'est_errors', siret: '55210055400013' });
    }
  });
  afterEach(async () => {
    expectNoContractViolations();
    await proxy?.stop();
    proxy = undefined;
  });
  afterAll(async () => {
    await Promise.all([t?.stop(), limited?.stop()]);
  });

  async function keyOn(server: TestServer, scopes: Scope[] = [...ALL_SCOPES], kind: KeyKind = 'partner') {
    return (await givenKey(server.testStore.store.db, ORG, scopes, kind)).secret;
  }

  /** A client of `server` (through a fault proxy when asked) that records its retries and requests. */
  function clientOf(server: TestServer | FaultProxy, apiKey: string, options: Partial<ClientOptions> = {}) {
    const retries: RetryEvent[] = [];
    const idempotencyKeys: (string | undefined)[] = [];
    let requests = 0;
    const hr = createClient({
      baseUrl: `${server.baseUrl}/api/public/v1`,
      apiKey,
      onRetry: (event) => retries.push(event),
      fetch: (input, init) => {
        requests++;
        idempotencyKeys.push((init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
        return contractFetch(input, init);
      },
      ...options,
    });
    return { hr, retries, requests: () => requests, idempotencyKeys };
  }

  async function failure(promise: Promise<unknown>): Promise<HrApiError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HrApiError);
    return error as HrApiError;
  }

  it('a bad parameter throws HrApiError 400 invalid_parameter with the server’s errors, never retried', async () => {
    const { hr, retries, requests } = clientOf(t, await keyOn(t));
    const error = await failure(hr.listCollaborators({ organizationId: ORG, limit: 101 }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', operationId: 'listCollaborators' });
    expect(error.errors).toEqual([expect.objectContaining({ in: 'query', name: 'limit' })]);
    expect(error.detail).toMatch(/limit/);
    expect(error.requestId).toMatch(/\S{8,}/);
    expect([retries.length, requests()]).toEqual([0, 1]);
  });

  it('an unknown key throws HrApiError 401 unauthorized', async () => {
    const { hr, requests } = clientOf(t, 'hrk_not_a_key');
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(requests()).toBe(1);
  });

  it('a missing scope throws HrApiError 403 insufficient_scope naming it', async () => {
    const { hr } = clientOf(t, await keyOn(t, ['org:employee:read'], 'self_serve'));
    const error = await failure(hr.listAbsences({ organizationId: ORG }));
    expect(error).toMatchObject({ status: 403, code: 'insufficient_scope' });
    expect(error.detail).toContain('org:absence:read');
  });

  it('a self-serve key on a partner operation throws HrApiError 403 partner_only', async () => {
    const { hr } = clientOf(t, await keyOn(t, ['org:employee:read'], 'self_serve'));
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toMatchObject({ status: 403, code: 'partner_only' });
  });

  it('an unknown collaborator throws HrApiError 404 not_found, never retried', async () => {
    const { hr, retries } = clientOf(t, await keyOn(t));
    const error = await failure(hr.getCollaborator({ organizationId: ORG, collaboratorId: 'col_nobody' }));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(retries).toEqual([]);
  });

  it('a 429 without retries throws HrApiError rate_limited with the Retry-After seconds', async () => {
    const { hr } = clientOf(limited, await keyOn(limited), { retry: false });
    await hr.getOrganization({ organizationId: ORG });
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('a Retry-After longer than retry.maxRetryAfterMs is not waited for: the 429 is thrown at once', async () => {
    const { hr, retries } = clientOf(limited, await keyOn(limited), { retry: { maxRetryAfterMs: 100 } });
    await hr.getOrganization({ organizationId: ORG });
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error.status).toBe(429);
    expect(retries).toEqual([]);
  });

  it('no complete response within timeoutMs throws HrApiTimeoutError', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('hang');
    const { hr } = clientOf(proxy, await keyOn(t), { timeoutMs: 200, retry: false });
    const started = Date.now();
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toBeInstanceOf(HrApiTimeoutError);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a GET that timed out is retried and succeeds', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('hang');
    const { hr, retries } = clientOf(proxy, await keyOn(t), { timeoutMs: 1_000, retry: FAST_RETRY });
    const { data } = await hr.getOrganization({ organizationId: ORG });
    expect(data.id).toBe(ORG);
    expect(retries[0]?.error.code).toBe('timeout');
  });

  it('a POST whose answer was lost is retried with the same Idempotency-Key and applied once', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    // The first attempt reaches the server, which imports; its answer never comes back.
    proxy.failNext('lose-answer');
    const { hr, retries, idempotencyKeys } = clientOf(proxy, await keyOn(t), {
      timeoutMs: 1_500,
      retry: FAST_RETRY,
    });
    const reference = `PREV-ONCE-${engine}`;
    const { data } = await hr.importFicheParametrage({
      organizationId: ORG,
      establishmentId: 'est_errors',
      ficheParametrageXml: ficheXml({ entries: [{ reference }] }),
    });
    expect(retries.map((r) => r.error.code)).toEqual(['timeout']);
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    // The retry got the first answer: the contract it created, not "unchanged" of a second import.
    expect(data.created.map((c) => c.contractReference)).toEqual([reference]);
    const stored = await t.testStore.store.db
      .selectFrom('complementary_contracts')
      .select('id')
      .where('organization_id', '=', ORG)
      .where('contract_reference', '=', reference)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('a POST that timed out is retried, since its key makes a retry safe', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('hang');
    const { hr, retries } = clientOf(proxy, await keyOn(t), { timeoutMs: 1_000, retry: FAST_RETRY });
    const { data } = await hr.importFicheParametrage({
      organizationId: ORG,
      establishmentId: 'est_errors',
      ficheParametrageXml: ficheXml({ entries: [{ reference: 'PREV-RETRIED' }] }),
    });
    expect([...data.created, ...data.updated].map((c) => c.contractReference)).toEqual(['PREV-RETRIED']);
    expect(retries[0]?.error.code).toBe('timeout');
  });

  it('a caller’s own Idempotency-Key makes a second call get the first answer', async () => {
    const { hr } = clientOf(t, await keyOn(t));
    const call = (reference: string) =>
      hr.importFicheParametrage(
        {
          organizationId: ORG,
          establishmentId: 'est_errors',
          ficheParametrageXml: ficheXml({ entries: [{ reference }] }),
        },
        { idempotencyKey: `caller-key-${engine}` },
      );
    const first = await call('PREV-CALLER');
    expect(await call('PREV-CALLER')).toEqual(first);
    const reused = await failure(call('PREV-OTHER'));
    expect(reused).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('a cut connection throws HrApiNetworkError when retries are off', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('reset');
    const { hr } = clientOf(proxy, await keyOn(t), { retry: false });
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toBeInstanceOf(HrApiNetworkError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('a cut connection is retried with backoff and the GET succeeds', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('reset', 'reset');
    const { hr, retries } = clientOf(proxy, await keyOn(t), { retry: FAST_RETRY });
    const { data } = await hr.getOrganization({ organizationId: ORG });
    expect(data.id).toBe(ORG);
    expect(retries.map((r) => [r.attempt, r.error.code])).toEqual([
      [1, 'network_error'],
      [2, 'network_error'],
    ]);
  });

  it('gives up after retry.retries and throws the last failure', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('reset', 'reset', 'reset');
    const { hr, requests } = clientOf(proxy, await keyOn(t), { retry: { ...FAST_RETRY, retries: 2 } });
    const error = await failure(hr.getOrganization({ organizationId: ORG }));
    expect(error).toBeInstanceOf(HrApiNetworkError);
    expect(requests()).toBe(3);
  });

  it('a 503 is retried after the Retry-After it carries', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('unavailable');
    const { hr, retries } = clientOf(proxy, await keyOn(t), { retry: FAST_RETRY });
    const started = Date.now();
    const { data } = await hr.getOrganization({ organizationId: ORG });
    expect(data.id).toBe(ORG);
    expect(retries.map((r) => [r.error.status, r.error.code, r.delayMs])).toEqual([
      [503, 'http_error', 1000],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('a caller’s abort rejects with the abort reason, not an HrApiError, and stops retrying', async () => {
    proxy = await startFaultProxy(t.baseUrl);
    proxy.failNext('hang');
    const { hr, requests } = clientOf(proxy, await keyOn(t));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the caller gave up')), 100);
    await expect(hr.getOrganization({ organizationId: ORG }, { signal: controller.signal })).rejects.toThrow(
      'the caller gave up',
    );
    expect(requests()).toBe(1);
  });
});
