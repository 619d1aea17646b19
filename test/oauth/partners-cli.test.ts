import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashClientSecret } from '../../src/partners/partner-apps.ts';
import { recordConsent } from '../../src/partners/partner-grants.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const ORG = 'org_partners_cli';

describe.each(testEngines())('hrapi partners and hrapi grants on %s', (engine) => {
  let s: TestStore;
  const cli = (...args: string[]) => runCli(args, storeEnv(s.config));
  const apps = () => s.store.db.selectFrom('partner_apps').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    s = await createTestStore(engine);
    await givenOrganization(s.store.db, ORG, 'CLI SAS');
  });
  afterAll(async () => s?.drop());

  it('registers an app, prints its client id and secret once, and stores only the secret’s hash', async () => {
    const created = await cli(
      'partners',
      'create',
      '--name',
      'Mutuelle',
      '--redirect-uri',
      'https://partner.example/cb,http://127.0.0.1:8080/cb',
      '--scopes',
      'org:employee:read,org:company:read',
      '--json',
    );
    expect(created.code).toBe(0);
    const { clientId, clientSecret, redirectUris, scopes } = JSON.parse(created.stdout);
    expect(clientSecret).toMatch(/^hrcs_[A-Za-z0-9_-]{43}$/);
    expect(redirectUris).toEqual(['https://partner.example/cb', 'http://127.0.0.1:8080/cb']);
    expect(scopes).toEqual(['org:employee:read', 'org:company:read']);
    const row = (await apps()).find((a) => a.id === clientId);
    expect(row?.secret_hash).toBe(hashClientSecret(clientSecret));
    expect(JSON.stringify(row)).not.toContain(clientSecret);
    const listed = await cli('partners', 'list');
    expect(listed.stdout).toContain(clientId);
    expect(listed.stdout).not.toContain(clientSecret);
  });

  it.each([
    ['an http redirect URI to another host', 'http://partner.example/cb', 'org:employee:read'],
    ['a redirect URI with a fragment', 'https://partner.example/cb#x', 'org:employee:read'],
    ['an unknown scope', 'https://partner.example/cb', 'org:everything'],
    ['a scope without its prerequisite', 'https://partner.example/cb', 'org:employee:details:read'],
  ])('refuses %s with exit 2 and registers nothing', async (_case, uri, scopes) => {
    const before = await apps();
    const refused = await cli(
      'partners',
      'create',
      '--name',
      'Bad',
      '--redirect-uri',
      uri,
      '--scopes',
      scopes,
    );
    expect(refused.code).toBe(2);
    expect(await apps()).toEqual(before);
  });

  it('rotates a secret (the new one printed once) and disables an app', async () => {
    const { clientId, clientSecret } = JSON.parse(
      (
        await cli(
          'partners',
          'create',
          '--name',
          'Rotated',
          '--redirect-uri',
          'https://r.example/cb',
          '--scopes',
          'org:employee:read',
          '--json',
        )
      ).stdout,
    );
    const rotated = JSON.parse((await cli('partners', 'rotate-secret', clientId, '--json')).stdout);
    expect(rotated.clientSecret).not.toBe(clientSecret);
    const row = (await apps()).find((a) => a.id === clientId);
    expect(row?.secret_hash).toBe(hashClientSecret(rotated.clientSecret));
    expect((await cli('partners', 'disable', clientId)).code).toBe(0);
    expect((await apps()).find((a) => a.id === clientId)?.status).toBe('disabled');
    expect((await cli('partners', 'disable', 'no-such-app')).code).toBe(1);
  });

  it('lists an organization’s grants and revokes one, scoped by organization', async () => {
    const { clientId } = JSON.parse(
      (
        await cli(
          'partners',
          'create',
          '--name',
          'Granted',
          '--redirect-uri',
          'https://g.example/cb',
          '--scopes',
          'org:employee:read',
          '--json',
        )
      ).stdout,
    );
    const grant = await recordConsent(s.store.db, {
      appId: clientId,
      organizationId: ORG,
      scopes: ['org:employee:read'],
      grantedBy: 'console-user-id',
    });
    const listed = JSON.parse((await cli('grants', 'list', '--org', ORG, '--json')).stdout);
    expect(listed.grants.map((g: { id: string }) => g.id)).toContain(grant.id);
    await givenOrganization(s.store.db, 'org_partners_cli_other');
    expect((await cli('grants', 'revoke', '--org', 'org_partners_cli_other', grant.id)).code).toBe(1);
    const revoked = await cli('grants', 'revoke', '--org', ORG, grant.id, '--json');
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout).revokedAt).not.toBeNull();
  });
});
