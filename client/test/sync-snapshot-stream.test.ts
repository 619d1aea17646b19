import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { createClient, HrApiError, type SyncMessage } from '../src/index.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import { givenSeededOrganization } from './support/organization.ts';

/** Far into the body of a 150-collaborator snapshot (some 300 KB), far from its end. */
const PART_OF_THE_ANSWER = 24 * 1024;

describe.each(testEngines())('hr.sync reads the snapshot as it streams (%s)', (engine) => {
  let t: TestServer;
  let proxy: FaultProxy;
  const organizationId = 'org_client_snapshot_stream';
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    proxy = await startFaultProxy(t.baseUrl);
    ({ secret } = await givenSeededOrganization(t.testStore.store, organizationId, 150));
  });
  afterAll(async () => {
    await proxy?.stop();
    await t?.stop();
  });

  const through = (baseUrl: string) => createClient({ baseUrl: `${baseUrl}/api/public/v1`, apiKey: secret });

  it('applies the records as they arrive: with the rest of the answer held back, the first ones are already out', async () => {
    proxy.failNext({ holdAnswerAfter: PART_OF_THE_ANSWER });
    const stop = new AbortController();
    const messages = through(proxy.baseUrl).sync({ organizationId, follow: false, signal: stop.signal });
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

  it('a snapshot cut midway is an error, never a partial copy marked synced; the next sync starts again and ends complete', async () => {
    proxy.failNext({ cutAnswerAfter: PART_OF_THE_ANSWER });
    const kinds: SyncMessage['kind'][] = [];
    const cut = (async () => {
      for await (const message of through(proxy.baseUrl).sync({ organizationId, follow: false })) {
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
