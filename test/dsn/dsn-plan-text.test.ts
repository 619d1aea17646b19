import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { openSession } from '../../src/console/sessions.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { importHrDocument } from '../support/hr-document.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  TEST_NIR,
  TEST_SIREN,
  TEST_SIRET,
} from './builder.ts';

const ORG = 'org_plantext';

/** The person of `individual()` loaded by the JSON import, with one open permanent contract. */
const loaded = {
  organization: { id: ORG, name: 'Antilles SAS', identity: { siren: TEST_SIREN } },
  establishments: [
    {
      id: `${ORG}_est`,
      name: 'Fort-de-France',
      siret: TEST_SIRET,
      isHeadOffice: true,
      address: { street: '1 rue Victor Hugo', city: 'Fort-de-France', zipCode: '97200', country: 'fr' },
    },
  ],
  collaborators: [
    {
      id: `${ORG}_elodie`,
      establishmentId: `${ORG}_est`,
      firstName: 'Élodie',
      lastName: "D'Almeida",
      email: 'elodie@example.invalid',
      socialSecurityNumber: TEST_NIR,
      contracts: [
        { contractId: `${ORG}_ctr`, startDate: '2019-09-01', endDate: null, natureContrat: 'permanent' },
      ],
    },
  ],
};

/** The month: the loaded person with what the DSN adds to her contract, and a newcomer. */
const month = Buffer.from(
  dsnText([
    ...header('012026'),
    ...establishment(),
    ...individual(),
    ...contract(),
    ...individual('1850575123456'),
    ...contract('05012026'),
  ]),
  'latin1',
);

const fromHtml = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#96;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe.each(testEngines())('the DSN plan as `hrapi dsn import --dry-run` prints it, on %s', (engine) => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    t = await startTestServer(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-plan-text-'));
    await importHrDocument(t.testStore.store, loaded);
  });
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says each change of each person in the API’s words, label and field name, exactly as the console’s plan does, then what it creates', async () => {
    const db = t.testStore.store.db;
    const user = await createConsoleUser(
      db,
      { organizationId: ORG, email: `plan-${engine}@text.test`, password: 'correct horse battery staple' },
      CLI_ACTOR,
    );
    const { token, session } = await openSession(db, user);
    const form = new FormData();
    form.append('file', new Blob([month]), '2026-01.dsn');
    const answer = await fetch(`${t.baseUrl}/console/dsn?_csrf=${session.csrfToken}`, {
      method: 'POST',
      headers: { cookie: `hrapi_session=${token}` },
      body: form,
    });
    const page = await answer.text();
    expect(answer.status).toBe(200);
    // Each change the console shows: its label, the API's field name, before → after.
    const shown = [
      ...page.matchAll(
        /<li class="change" data-field="([^"]+)">(.*?) <code class="api-field">\1<\/code>: (.*?) → (.*?)(?: <span class="hint">|<\/li>)/g,
      ),
    ].map(([, field, label, before, after]) => fromHtml(`${label} [${field}]: ${before} → ${after}`));
    expect(shown.length).toBeGreaterThan(1);

    const file = path.join(dir, '2026-01.dsn');
    fs.writeFileSync(file, month);
    const result = await runCli(
      ['dsn', 'import', file, '--org', ORG, '--dry-run'],
      storeEnv(t.testStore.config),
    );
    expect(result.code).toBe(0);
    const printed = result.stdout.split('\n').map((line) => line.trim());
    for (const change of shown) expect(printed.some((line) => line.startsWith(change))).toBe(true);
    expect(result.stdout).toContain(`  Élodie D'Almeida (${ORG}_elodie)\n    Person ${ORG}_elodie\n`);
    expect(result.stdout).toContain(
      `    Contract ${ORG}_ctr\n      Executive (cadre) [estCadre]: — → no\n      Job title [jobTitle]: — → Chargée de clientèle\n`,
    );
    // What the plan creates, as the console lists it: the newcomer and her contract.
    const created = (result.stdout.split('\nCreated\n')[1]?.split('\n\n')[0]?.split('\n') ?? []).filter(
      Boolean,
    );
    expect(created.map((line) => line.replace(/ \S+$/, ''))).toEqual(['  Person', '  Contract']);
    expect(page.match(/<ul id="dsn-created">(.*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(2);
  });
});
