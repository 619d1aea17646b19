import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Issue 26: a day that does not exist is refused wherever a date is given, never rolled over. */
describe.each(testEngines())('impossible calendar dates are refused everywhere on %s', (engine) => {
  let t: TestServer;
  let readKey: string;
  let partnerKey: string;
  const ORG = 'org_calendar';
  const env = () => storeEnv(t.testStore.config);
  const keyNames = async () =>
    (
      await t.testStore.store.db
        .selectFrom('api_keys')
        .select('name')
        .where('organization_id', '=', ORG)
        .orderBy('id')
        .execute()
    ).map((k) => k.name);

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_cal' });
    await givenCollaborator(db, ORG, { id: 'col_cal', establishment_id: 'est_cal' });
    await givenComplementaryContract(db, ORG, { id: 'cc_cal', optionIds: ['ocal'], reference: 'CAL-1' });
    readKey = (await givenKey(db, ORG, ['org:employee:read', 'org:absence:read', 'org:work_location:read']))
      .secret;
    partnerKey = (await givenKey(db, ORG, ['org:employee:health_insurance:manage'], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each(['2027-02-30', '2027-02-29', '2027-04-31', '2027-02-30T12:00:00Z'])(
    'hrapi keys create --expires-at %s is refused, names the date, and creates no key',
    async (expiresAt) => {
      const before = await keyNames();
      const result = await runCli(
        [
          'keys',
          'create',
          '--org',
          ORG,
          '--name',
          `expiring ${expiresAt}`,
          '--scopes',
          'org:employee:read',
          '--expires-at',
          expiresAt,
        ],
        env(),
      );
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`"${expiresAt}" is not a date that exists`);
      expect(await keyNames()).toEqual(before);
    },
  );

  it('hrapi keys create --expires-at on a leap day that exists is kept as that day', async () => {
    const result = await runCli(
      [
        'keys',
        'create',
        '--org',
        ORG,
        '--name',
        'leap day',
        '--scopes',
        'org:employee:read',
        '--expires-at',
        '2028-02-29',
        '--json',
      ],
      env(),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ expiresAt: '2028-02-29T23:59:59.999Z' });
  });

  it('hrapi access-log --since 2026-02-30 is a usage error (exit 2)', async () => {
    const result = await runCli(['access-log', '--org', ORG, '--since', '2026-02-30'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--since must be a date that exists/);
  });

  it('hrapi seed --as-of 2026-02-30 is a usage error (exit 2)', async () => {
    const result = await runCli(
      ['seed', '--collaborators', '1', '--as-of', '2026-02-30', '--out', '/dev/null'],
      env(),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--as-of/);
  });

  it.each(['absences', 'work-locations'])(
    'GET …/%s?startDate=2026-02-30 is a 400 naming startDate',
    async (list) => {
      const response = await t.api(`/organizations/${ORG}/${list}?startDate=2026-02-30`, { key: readKey });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_parameter');
      expect(response.body.errors).toEqual([expect.objectContaining({ in: 'query', name: 'startDate' })]);
    },
  );

  it('PUT an affiliation starting 2026-02-29 is a 400 naming startDate, and writes nothing', async () => {
    const response = await t.api(`/organizations/${ORG}/collaborators/col_cal/affiliations`, {
      key: partnerKey,
      method: 'PUT',
      body: {
        establishmentId: 'est_cal',
        complementaryContractId: 'cc_cal',
        status: 'active',
        optionId: 'ocal',
        startDate: '2026-02-29',
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.errors)).toContain('startDate');
    const rows = await t.testStore.store.db
      .selectFrom('affiliations')
      .select('id')
      .where('organization_id', '=', ORG)
      .execute();
    expect(rows).toEqual([]);
  });
});
