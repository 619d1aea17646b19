import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_mv_days';
/** Twelve months around the generator's reference day, so contracts start and end inside them. */
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  year: i < 3 ? 2025 : 2026,
  month: ((i + 9) % 12) + 1,
}));

interface Day {
  date: string;
  counted: boolean;
  reason: string;
  holiday?: string;
  absence?: { type: string; halfDay: boolean };
}

describe.each(testEngines())('meal-voucher days explained on %s', (engine) => {
  let t: TestServer;
  let key: string;
  let collaborators: { id: string; establishment_id: string | null }[] = [];

  beforeAll(async () => {
    // 60 collaborators × 12 months is far more than one key's default minute of requests.
    t = await startTestServer(engine, { rateLimitPerMinute: 100_000 });
    const store = t.testStore.store;
    const outcome = await importDocument(
      store,
      seedDocument({ collaborators: 60, seed: 'days', organizationId: ORG, asOf: '2026-03-16' }),
      { actor: CLI_ACTOR },
    );
    expect(outcome.ok).toBe(true);
    // The second establishment moves to Strasbourg, so Alsace-Moselle's holidays are explained too.
    await store.db
      .updateTable('establishments')
      .set({ city: 'Strasbourg', zip_code: '67000' })
      .where('organization_id', '=', ORG)
      .where('is_head_office', '=', 0)
      .execute();
    key = (await givenKey(store.db, ORG, ['org:company:read'], 'partner')).secret;
    collaborators = await store.db
      .selectFrom('collaborators')
      .select(['id', 'establishment_id'])
      .where('organization_id', '=', ORG)
      .orderBy('id')
      .execute();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const days = (collaboratorId: string, month: number, year: number, extra = '') =>
    t.api(`/organizations/${ORG}/meal-vouchers/${collaboratorId}/days?month=${month}&year=${year}${extra}`, {
      key,
    });

  it('for every collaborator and twelve months, the counted days add up to the monthly count', async () => {
    expect(collaborators.length).toBe(60);
    let vouchers = 0;
    for (const { year, month } of MONTHS) {
      const list = await t.api(`/organizations/${ORG}/meal-vouchers?month=${month}&year=${year}&limit=100`, {
        key,
      });
      expect(list.status).toBe(200);
      const counts = new Map<string, number>(
        list.body.data.mealVouchers.map((v: { employeeId: string; count: number }) => [
          v.employeeId,
          v.count,
        ]),
      );
      const explained = await Promise.all(collaborators.map((c) => days(c.id, month, year)));
      explained.forEach((response, i) => {
        const id = collaborators[i]?.id ?? '';
        expect(response.status).toBe(200);
        const counted = response.body.data.days.filter((d: Day) => d.counted).length;
        // A collaborator outside the monthly list has no contract that month: nothing counted.
        expect({ id, month, year, counted }).toEqual({ id, month, year, counted: counts.get(id) ?? 0 });
        expect(response.body.data.count).toBe(counted);
        vouchers += counted;
      });
    }
    expect(vouchers).toBeGreaterThan(60 * 12);
  });

  it('explains each day: weekends, the establishment’s holidays', async () => {
    const strasbourg = await t.testStore.store.db
      .selectFrom('establishments')
      .select('id')
      .where('organization_id', '=', ORG)
      .where('zip_code', '=', '67000')
      .executeTakeFirstOrThrow();
    const inStrasbourg = collaborators.find((c) => c.establishment_id === strasbourg.id);
    const inParis = collaborators.find((c) => c.establishment_id !== strasbourg.id);
    const april = async (id: string) => (await days(id, 4, 2026)).body.data.days as Day[];
    const alsace = await april(inStrasbourg?.id ?? '');
    const paris = await april(inParis?.id ?? '');
    expect(alsace).toHaveLength(30);
    expect(alsace[3]).toEqual({ date: '2026-04-04', counted: false, reason: 'weekend' });
    expect(alsace[2]).toEqual({
      date: '2026-04-03',
      counted: false,
      reason: 'public_holiday',
      holiday: 'Vendredi saint',
    });
    expect(paris[2]?.reason).not.toBe('public_holiday');
    expect(paris[5]).toEqual({
      date: '2026-04-06',
      counted: false,
      reason: 'public_holiday',
      holiday: 'Lundi de Pâques',
    });
  });

  it('tells the type of an absence day only to a key that may read absence types', async () => {
    const absenceTypes = (
      await givenKey(
        t.testStore.store.db,
        ORG,
        ['org:company:read', 'org:absence:read', 'org:absence:type:read'],
        'partner',
      )
    ).secret;
    const absencesOf = async (secret: string) =>
      (
        await Promise.all(
          collaborators.map(async (c) => {
            const response = await t.api(
              `/organizations/${ORG}/meal-vouchers/${c.id}/days?month=3&year=2026`,
              { key: secret },
            );
            return response.body.data.days as Day[];
          }),
        )
      )
        .flat()
        .filter((d) => d.reason === 'absence');
    const shown = await absencesOf(absenceTypes);
    expect(shown.length).toBeGreaterThan(0);
    for (const d of shown)
      expect(d.absence).toEqual({ type: expect.any(String), halfDay: expect.any(Boolean) });
    const hidden = await absencesOf(key);
    expect(hidden.map((d) => d.date)).toEqual(shown.map((d) => d.date));
    for (const d of hidden) expect(d.absence).toEqual({ halfDay: expect.any(Boolean) });
  });

  it('answers 404 for a collaborator of no one, or outside the establishment asked for', async () => {
    expect((await days('col_nobody', 4, 2026)).status).toBe(404);
    const c = collaborators[0];
    const other = await t.testStore.store.db
      .selectFrom('establishments')
      .select('id')
      .where('organization_id', '=', ORG)
      .where('id', '!=', c?.establishment_id ?? '')
      .executeTakeFirstOrThrow();
    expect((await days(c?.id ?? '', 4, 2026, `&establishmentId=${other.id}`)).status).toBe(404);
    expect((await days(c?.id ?? '', 4, 2026, `&establishmentId=${c?.establishment_id}`)).status).toBe(200);
  });

  it('is documented in the OpenAPI document as listMealVoucherDays', async () => {
    const document = (await t.api('//openapi.json')).body;
    const operation =
      document.paths['/organizations/{organizationId}/meal-vouchers/{collaboratorId}/days'].get;
    expect(operation).toMatchObject({ operationId: 'listMealVoucherDays', tags: ['Meal vouchers'] });
    expect(operation.summary).toEqual(expect.any(String));
    expect(operation.description).toContain('monthly list');
  });

  it('refuses a month out of range with 400', async () => {
    const response = await days(collaborators[0]?.id ?? '', 13, 2026);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
  });
});
