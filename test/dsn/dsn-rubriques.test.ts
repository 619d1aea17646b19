import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/auth/keys/api-keys.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { dsnText, establishment, header, individual, latin1Source, rubrique, TEST_SIREN } from './builder.ts';

let counter = 0;
const newOrg = () => `org_dsnr_${Date.now().toString(36)}_${counter++}`;
const NTT = 'NTT-4711-0815';
const REPLACED = '123456789012345678901';

/** A person without a NIR but with a temporary number, on a fixed-term contract with a work accident. */
const person = () => [
  ...individual()
    .filter((l) => !l.startsWith('S21.G00.30.001'))
    .concat(rubrique('S21.G00.30.020', NTT)),
  // In the norm's order: a rubrique number going back would start another contract block.
  rubrique('S21.G00.40.001', '05012026'),
  rubrique('S21.G00.40.002', '06'),
  rubrique('S21.G00.40.003', '04'),
  rubrique('S21.G00.40.006', 'Conducteur routier'),
  rubrique('S21.G00.40.007', '02'),
  rubrique('S21.G00.40.009', 'CDD1'),
  rubrique('S21.G00.40.016', '01'),
  rubrique('S21.G00.40.021', '02'),
  rubrique('S21.G00.60.001', '04'),
  rubrique('S21.G00.60.002', '09022026'),
  rubrique('S21.G00.60.003', '20022026'),
  rubrique('S21.G00.60.010', '16022026'),
  rubrique('S21.G00.60.011', '02'),
  rubrique('S21.G00.60.012', '09022026'),
];

const february = (type = '01') =>
  latin1Source(
    `2026-02-${type}.dsn`,
    dsnText([
      ...header('022026', { type }).flatMap((l) =>
        l.startsWith('S20.G00.05.005') && type === '03' ? [l, rubrique('S20.G00.05.006', REPLACED)] : [l],
      ),
      ...establishment(undefined, 'Metz', '57000'),
      ...person(),
    ]),
  );

describe.each(testEngines())('the rubriques a payroll expert expects, on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const imported = async (org: string, source: DsnSource) => {
    const outcome = await importDsn(t.testStore.store, [source], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
    return outcome.plan;
  };
  const givenImported = async () => {
    const org = newOrg();
    await createOrganization(t.testStore.store.db, { id: org, name: 'Lorraine Fret', siren: TEST_SIREN });
    await imported(org, february());
    const { secret } = await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    const list = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    return { org, secret, id: String(list.body.data[0].id), item: list.body.data[0] };
  };

  it('S21.G00.30.020: a person without a NIR is identified by the temporary number, shown beside socialSecurityNumber null', async () => {
    const { org, secret, id, item } = await givenImported();
    const record = await t.api(`/organizations/${org}/collaborators/${id}`, { key: secret });
    expect(record.body).toMatchObject({ socialSecurityNumber: null, temporaryNumber: NTT });
    expect(item).toMatchObject({ ssn: null, temporaryNumber: NTT });
  });

  it('S21.G00.30.020: the temporary number is withheld with the NIR, and absent without the details scope', async () => {
    const { org, id } = await givenImported();
    const { secret: withheld } = await createApiKey(
      t.testStore.store.db,
      {
        organizationId: org,
        name: 'no NIR',
        scopes: ['org:employee:read', 'org:employee:details:read'],
        withhold: ['socialSecurityNumber'],
        kind: 'self_serve',
      },
      CLI_ACTOR,
    );
    const { secret: base } = await givenKey(t.testStore.store.db, org, ['org:employee:read']);
    for (const key of [withheld, base]) {
      const record = await t.api(`/organizations/${org}/collaborators/${id}`, { key });
      expect(record.status).toBe(200);
      expect(record.body).not.toHaveProperty('temporaryNumber');
      expect(record.body).not.toHaveProperty('socialSecurityNumber');
    }
  });

  it('S21.G00.40.002, .016, .021: the contract serves its conventionalStatus, localScheme and recourseReason beside the other details', async () => {
    const { org, secret, id, item } = await givenImported();
    const record = await t.api(`/organizations/${org}/collaborators/${id}`, { key: secret });
    const served = {
      natureContrat: 'fixed_term',
      conventionalStatus: '06',
      localScheme: '01',
      recourseReason: '02',
    };
    expect(record.body.contracts).toEqual([expect.objectContaining(served)]);
    expect(item.currentContract).toMatchObject(served);
  });

  it('S21.G00.60.011, .012: the stoppage serves its returnReason and accidentDate', async () => {
    const { org, secret } = await givenImported();
    const absences = await t.api(`/organizations/${org}/absences`, { key: secret });
    expect(absences.body.data).toEqual([
      expect.objectContaining({
        type: 'accident_du_travail',
        dsnReason: '04',
        startDate: '2026-02-10',
        endDate: '2026-02-15',
        returnReason: '02',
        accidentDate: '2026-02-09',
      }),
    ]);
  });

  it('each of these rubriques remembers the month that declared it', async () => {
    const { org } = await givenImported();
    const rows = await t.testStore.store.db
      .selectFrom('dsn_provenance')
      .select(['resource_type', 'months'])
      .where('organization_id', '=', org)
      .execute();
    const months = Object.assign({}, ...rows.map((r) => JSON.parse(r.months)));
    for (const column of [
      'temporary_number',
      'conventional_status',
      'local_scheme',
      'recourse_reason',
      'return_reason',
      'accident_date',
    ]) {
      expect(months[column], column).toBe('2026-02');
    }
  });

  it('S20.G00.05.006: the id of the declaration a replacement replaces is kept in the month’s record and the import’s audit entry; the replacement again changes nothing', async () => {
    const { org, secret, id } = await givenImported();
    await imported(org, february('03'));
    const declaration = await t.testStore.store.db
      .selectFrom('dsn_declarations')
      .select(['month', 'replaced_declaration_id'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    expect(declaration).toEqual({ month: '2026-02', replaced_declaration_id: REPLACED });
    const audit = await t.testStore.store.db
      .selectFrom('audit_events')
      .select('details')
      .where('organization_id', '=', org)
      .where('action', '=', 'dsn.imported')
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    expect(JSON.parse(audit.at(-1)?.details ?? '{}').replaced).toEqual([
      { month: '2026-02', declarationId: REPLACED },
    ]);
    const before = await t.api(`/organizations/${org}/collaborators/${id}`, { key: secret });
    const again = await imported(org, february('03'));
    expect([again.created, again.updated, again.removed]).toEqual([[], [], []]);
    expect((await t.api(`/organizations/${org}/collaborators/${id}`, { key: secret })).body).toEqual(
      before.body,
    );
  });

  it('the snapshot’s collaborators carry the contract’s nature, cadre status and the DSN’s contract codes, as the list does', async () => {
    const { org, secret, item } = await givenImported();
    const snapshot = await t.api(`/organizations/${org}/snapshot?lists=collaborators`, { key: secret });
    expect(snapshot.status).toBe(200);
    const lines = String(snapshot.body)
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l));
    const person = lines.find((l) => l.list === 'collaborators');
    expect(person.data.currentContract).toEqual(item.currentContract);
    expect(person.data.currentContract).toMatchObject({
      natureContrat: 'fixed_term',
      estCadre: false,
      conventionalStatus: '06',
      localScheme: '01',
      recourseReason: '02',
    });
  });

  it('S21.G00.30.020: a plan shows a changed temporary number as (hidden), like the NIR', async () => {
    const { org } = await givenImported();
    const changed = latin1Source(
      '2026-03.dsn',
      dsnText([
        ...header('032026'),
        ...establishment(undefined, 'Metz', '57000'),
        ...person().map((l) => (l.startsWith('S21.G00.30.020') ? rubrique('S21.G00.30.020', 'NTT-0001') : l)),
      ]),
    );
    const outcome = await importDsn(t.testStore.store, [changed], {
      organizationId: org,
      dryRun: true,
      actor: CLI_ACTOR,
    });
    expect(outcome.ok).toBe(true);
    const fields = outcome.ok ? outcome.plan.updated.flatMap((u) => u.fields) : [];
    expect(fields.find((f) => f.field === 'temporary_number')).toMatchObject({
      before: '(hidden)',
      after: '(hidden)',
    });
    expect(JSON.stringify(outcome)).not.toContain(NTT);
  });
});
