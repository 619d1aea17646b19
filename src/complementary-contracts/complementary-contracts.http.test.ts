import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import {
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
} from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { PARTNER_SCOPES } from '../auth/scopes.ts';
import { CONTRACTS_MAX_LIMIT } from './complementary-contracts.routes.ts';

/** The documented bound (docs/partner-api.md): bytes of a contract without its employees, and per employee. */
const CONTRACT_BYTES = 2_000;
const EMPLOYEE_BYTES = 250;
const ORG = 'org_cc_pages';
const AFFILIATED = 120;

describe.each(testEngines())('complementary-contracts page size on %s', (engine) => {
  let t: TestServer;
  let key: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    key = (await givenKey(db, ORG, [...PARTNER_SCOPES], 'partner')).secret;
    const contracts = [];
    for (let i = 0; i < CONTRACTS_MAX_LIMIT + 2; i++) {
      contracts.push(
        await givenComplementaryContract(db, ORG, { reference: `REF-${String(i).padStart(2, '0')}` }),
      );
    }
    const big = contracts[0];
    if (!big) throw new Error('no contract');
    for (let i = 0; i < AFFILIATED; i++) {
      const collaborator = await givenCollaborator(db, ORG, { id: `col_${'x'.repeat(50)}_${i}` });
      await givenAffiliation(db, ORG, collaborator.id, big, { startDate: '2026-01-01' });
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it(`serves at most ${CONTRACTS_MAX_LIMIT} contracts a page, by default too`, async () => {
    const first = await t.api(`/organizations/${ORG}/complementary-contracts`, { key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: CONTRACTS_MAX_LIMIT + 2, page: 1, limit: CONTRACTS_MAX_LIMIT });
    expect(first.body.data).toHaveLength(CONTRACTS_MAX_LIMIT);
    const second = await t.api(`/organizations/${ORG}/complementary-contracts?page=2`, { key });
    expect(second.body.data).toHaveLength(2);
  });

  it(`refuses a limit above ${CONTRACTS_MAX_LIMIT} with 400 naming the bound, never clamping`, async () => {
    const response = await t.api(
      `/organizations/${ORG}/complementary-contracts?limit=${CONTRACTS_MAX_LIMIT + 1}`,
      {
        key,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_parameter',
      detail: `limit must be an integer between 1 and ${CONTRACTS_MAX_LIMIT}`,
    });
  });

  it('lists every affiliated employee of a contract, within the documented bytes per employee', async () => {
    const response = await fetch(`${t.baseUrl}/api/public/v1/organizations/${ORG}/complementary-contracts`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const text = await response.text();
    const page = JSON.parse(text) as { data: { affiliatedEmployees: unknown[] }[] };
    const employees = page.data.reduce((sum, contract) => sum + contract.affiliatedEmployees.length, 0);
    expect(page.data[0]?.affiliatedEmployees).toHaveLength(AFFILIATED);
    expect(employees).toBe(AFFILIATED);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(
      CONTRACTS_MAX_LIMIT * CONTRACT_BYTES + employees * EMPLOYEE_BYTES,
    );
  });
});
