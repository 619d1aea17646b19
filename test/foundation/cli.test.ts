import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('hrapi CLI on %s', (engine) => {
  let t: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer(engine);
    env = storeEnv(t.testStore.config);
    // The organization the key and admin commands work on; the first test creates one of its own.
    await givenOrganization(t.testStore.store.db, 'org_cli');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('creates an organization and lists it, as one JSON object each', async () => {
    const created = await runCli(
      ['org', 'create', '--name', 'Acme SAS', '--siren', '552100554', '--id', 'org_cli_new', '--json'],
      env,
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      id: 'org_cli_new',
      name: 'Acme SAS',
      siren: '552100554',
    });
    const listed = await runCli(['org', 'list', '--json'], env);
    expect(JSON.parse(listed.stdout).organizations).toContainEqual(
      expect.objectContaining({ id: 'org_cli_new' }),
    );
  });

  it('issues a key that authenticates on the running server, and a revocation it sees at once', async () => {
    const created = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_cli',
        '--name',
        'Payroll sync',
        '--scopes',
        'org:employee:read,org:absence:read',
        '--json',
      ],
      env,
    );
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout);
    expect(key).toMatchObject({
      scopes: ['org:employee:read', 'org:absence:read'],
      kind: 'self_serve',
      status: 'active',
    });
    expect(key.secret).toMatch(/^hrk_/);

    // A valid key on a route that does not exist gets 404, an invalid one 401.
    expect((await t.api('/organizations/org_cli/nothing', { key: key.secret })).status).toBe(404);

    const revoked = await runCli(['keys', 'revoke', '--org', 'org_cli', key.id, '--json'], env);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: key.id, status: 'revoked' });
    expect((await t.api('/organizations/org_cli/nothing', { key: key.secret })).status).toBe(401);
  });

  it('never prints a secret again: lists show the start of the key only', async () => {
    const created = JSON.parse(
      (
        await runCli(
          [
            'keys',
            'create',
            '--org',
            'org_cli',
            '--name',
            'Listed',
            '--scopes',
            'org:work_location:read',
            '--json',
          ],
          env,
        )
      ).stdout,
    );
    const listed = await runCli(['keys', 'list', '--org', 'org_cli', '--json'], env);
    expect(listed.stdout).not.toContain(created.secret);
    const entry = JSON.parse(listed.stdout).keys.find((k: { id: string }) => k.id === created.id);
    expect(entry).toMatchObject({ name: 'Listed', start: created.secret.slice(0, 8) });
    const human = await runCli(['keys', 'list', '--org', 'org_cli'], env);
    expect(human.stdout).not.toContain(created.secret);
  });

  it('issues partner scopes only with --partner', async () => {
    const refused = await runCli(
      ['keys', 'create', '--org', 'org_cli', '--name', 'p', '--scopes', 'org:company:read', '--json'],
      env,
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('partner-only');
    const partner = await runCli(
      [
        'keys',
        'create',
        '--org',
        'org_cli',
        '--name',
        'p',
        '--scopes',
        'org:company:read',
        '--partner',
        '--json',
      ],
      env,
    );
    expect(partner.code).toBe(0);
    expect(JSON.parse(partner.stdout)).toMatchObject({ kind: 'partner', scopes: ['org:company:read'] });
  });

  it('issues the write scopes with their read prerequisites, and names them in its help', async () => {
    const help = await runCli(['keys', 'create', '--help'], env);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('write: org:employee:write (needs org:employee:read)');
    const refused = await runCli(
      ['keys', 'create', '--org', 'org_cli', '--name', 'w', '--scopes', 'org:absence:approve', '--json'],
      env,
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"org:absence:approve" requires "org:absence:read"');
    const writes =
      'org:absence:approve,org:absence:read,org:hr_data:import,org:work_location:read,org:work_location:write';
    const created = await runCli(
      ['keys', 'create', '--org', 'org_cli', '--name', 'w', '--scopes', writes, '--json'],
      env,
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout).scopes).toEqual([
      'org:absence:read',
      'org:work_location:read',
      'org:absence:approve',
      'org:work_location:write',
      'org:hr_data:import',
    ]);
  });

  it.each([
    [
      ['keys', 'create', '--org', 'org_cli', '--name', 'x', '--scopes', 'org:employee:details:read'],
      'requires "org:employee:read"',
    ],
    [['keys', 'create', '--org', 'org_cli', '--name', 'x'], "required option '--scopes"],
    [['keys', 'frobnicate'], 'unknown command'],
    [['org', 'create', '--name', 'X', '--siren', '12'], '--siren must be 9 digits'],
    [['serve', '--port', 'abc'], '--port must be'],
  ])('exits with 2 on bad usage: %j', async (args, message) => {
    const result = await runCli(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('exits with 1 and a clear message for an unknown organization or key', async () => {
    const unknownOrg = await runCli(['keys', 'list', '--org', 'org_nope'], env);
    expect(unknownOrg.code).toBe(1);
    expect(unknownOrg.stderr).toContain('no organization with id "org_nope"');
    const unknownKey = await runCli(['keys', 'revoke', '--org', 'org_cli', 'key_nope'], env);
    expect(unknownKey.code).toBe(1);
  });

  it('creates a console admin with the password from standard input, never echoing it', async () => {
    const result = await runCli(
      ['admin', 'create', '--org', 'org_cli', '--email', 'Admin@Example.fr', '--json'],
      env,
      'correct horse battery staple\n',
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ email: 'admin@example.fr', role: 'admin' });
    expect(result.stdout + result.stderr).not.toContain('correct horse');
    const weak = await runCli(
      ['admin', 'create', '--org', 'org_cli', '--email', 'b@example.fr'],
      env,
      'short\n',
    );
    expect(weak.code).toBe(2);
  });

  it('refuses a bad configuration with a clear message', async () => {
    const result = await runCli(['org', 'list'], { ...env, DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL must start with postgres://');
  });
});
