import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { createClient, type RetryEvent } from '../src/index.ts';
import { contractFetch, expectNoContractViolations } from './support/contract-fetch.ts';
import { givenSeededOrganization } from './support/organization.ts';
import { type ShortWindowServer, startShortWindowServer } from './support/short-window-server.ts';

const ORG = 'org_client_thousand';

describe.each(testEngines())('a full read of 1,000 collaborators under a tiny rate limit (%s)', (engine) => {
  let server: ShortWindowServer;
  let secret: string;

  beforeAll(async () => {
    // 3 requests per 2 s: the 11 pages of the read meet 429s even on a loaded machine where a page
    // takes a few hundred milliseconds.
    server = await startShortWindowServer(engine, { requests: 3, windowMs: 2_000 });
    ({ secret } = await givenSeededOrganization(server.testStore.store, ORG, 1_000));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('completes through the 429s, waiting what Retry-After says before each retry', async () => {
    const retries: RetryEvent[] = [];
    const hr = createClient({
      baseUrl: `${server.baseUrl}/api/public/v1`,
      apiKey: secret,
      onRetry: (event) => retries.push(event),
      fetch: contractFetch,
    });
    const ids: string[] = [];
    for await (const collaborator of hr.paginate('listCollaborators', { organizationId: ORG })) {
      ids.push(collaborator.id);
    }
    expectNoContractViolations();
    expect(ids).toHaveLength(1_000);
    expect(new Set(ids).size).toBe(1_000);
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries) {
      expect(retry.error).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(retry.error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(retry.delayMs).toBeGreaterThanOrEqual((retry.error.retryAfterSeconds ?? 0) * 1000);
    }
  });
});
