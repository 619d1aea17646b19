import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { createClient, HrApiError, HrApiTimeoutError, type SyncMessage } from '../src/index.ts';
import { type ConnectionFault, type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import { givenSeededOrganization } from './support/organization.ts';

/** Past the first 20 collaborators' lines of a 150-collaborator snapshot (which grew with the DSN's contract fields), far from its end. */
const PART_OF_THE_ANSWER = 64 * 1024;

describe.each(testEngines())('hr.sync reads the snapshot as it streams (%s)', (engine) => {
  let t: TestServer;
  const proxies: FaultProxy[] = [];
  const organizationId = 'org_client_snapshot_stream';
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    ({ secret } = await givenSeededOrganization(t.testStore.store, organizationId, 150));
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.stop();
    await t?.stop();
  });

  const through = (baseUrl: string, timeoutMs?: number) =>
    createClient({
      baseUrl: `${baseUrl}/api/public/v1`,
      apiKey: secret,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  /** A proxy of its own, so the fault hits this test's connection (fetch keeps connections alive). */
  async function proxyWith(fault: ConnectionFault): Promise<string> {
    const proxy = await startFaultProxy(t.baseUrl);
    proxies.push(proxy);
    proxy.failNext(fault);
    return proxy.baseUrl;
  }

  it('applies the records as they arrive: with the rest of the answer held back, the first ones are already out', async () => {
    const proxied = await proxyWith({ holdAnswerAfter: PART_OF_THE_ANSWER });
    const stop = new AbortController();
    const messages = through(proxied).sync({ organizationId, follow: false, signal: stop.signal });
    const seen: SyncMessage['kind'][] = [];
    for (let next = await messages.next(); !next.done; next = await messages.next()) {
      seen.push(next.value.kind);
      if (seen.filter((kind) => kind === 'upsert').length === 20) break;
    }
    expect(seen[0]).toBe('reset');
    expect(seen).not.toContain('synced');
    stop.abort();
    await messages.return();
  });

  it('a snapshot that stalls midway times out once no chunk came for timeoutMs, never a copy marked synced', async () => {
    const hr = through(await proxyWith({ holdAnswerAfter: PART_OF_THE_ANSWER }), 1_000);
    const kinds: SyncMessage['kind'][] = [];
    const stalled = (async () => {
      for await (const message of hr.sync({ organizationId, follow: false })) kinds.push(message.kind);
    })();
    await expect(stalled).rejects.toBeInstanceOf(HrApiTimeoutError);
    expect(kinds).toContain('upsert');
    expect(kinds).not.toContain('synced');
  });

  it('a snapshot cut midway is an error, never a partial copy marked synced; the next sync starts again and ends complete', async () => {
    const proxied = await proxyWith({ cutAnswerAfter: PART_OF_THE_ANSWER });
    const kinds: SyncMessage['kind'][] = [];
    const cut = (async () => {
      for await (const message of through(proxied).sync({ organizationId, follow: false })) {
        kinds.push(message.kind);
      }
    })();
    await expect(cut).rejects.toBeInstanceOf(HrApiError);
    await expect(cut).rejects.toMatchObject({ code: 'network_error', operationId: 'getSnapshot' });
    expect(kinds).toContain('upsert');
    expect(kinds).not.toContain('synced');

    const copy = new Map<string, string>();
    let synced = false;
    for await (const message of through(t.baseUrl).sync({ organizationId, follow: false })) {
      if (message.kind === 'reset') copy.clear();
      if (message.kind === 'upsert') copy.set(`${message.resource} ${message.item.id}`, message.resource);
      if (message.kind === 'synced') synced = true;
    }
    expect(synced).toBe(true);
    const hr = through(t.baseUrl);
    let expected = 0;
    for (const list of ['listCollaborators', 'listAbsences', 'listWorkLocations'] as const) {
      for await (const _ of hr.paginate(list, { organizationId })) expected++;
    }
    expect(copy.size).toBe(expected);
  });
});
