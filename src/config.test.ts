import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

describe('configuration from the environment', () => {
  it('has defaults that serve on 127.0.0.1:3000 with the embedded store', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ HRAPI_RATE_LIMIT_PER_MINUTE: '0' }, 'HRAPI_RATE_LIMIT_PER_MINUTE must be an integer'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the public URL (the OAuth issuer)', () => {
  it('is unset by default and kept as the origin it names', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ HRAPI_PUBLIC_URL: 'https://hr.example.com/' }).publicUrl).toBe(
      'https://hr.example.com',
    );
    expect(loadConfig({ HRAPI_PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['https://hr.example.com/api', 'HRAPI_PUBLIC_URL must be an origin only'],
    ['https://hr.example.com?x=1', 'HRAPI_PUBLIC_URL must be an origin only'],
    ['ftp://hr.example.com', 'HRAPI_PUBLIC_URL must start with https:// or http://'],
    ['hr.example.com', 'HRAPI_PUBLIC_URL is not a valid URL'],
  ])('refuses HRAPI_PUBLIC_URL=%s', (raw, message) => {
    expect(() => loadConfig({ HRAPI_PUBLIC_URL: raw })).toThrow(message);
  });
});

describe('PostgreSQL pool size', () => {
  it('defaults to 10 connections per process and reads HRAPI_DB_POOL_SIZE', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ HRAPI_DB_POOL_SIZE: '25' }).dbPoolSize).toBe(25);
    expect(() => loadConfig({ HRAPI_DB_POOL_SIZE: '0' })).toThrow(
      'HRAPI_DB_POOL_SIZE must be an integer between 1',
    );
  });
});

describe('change feed retention', () => {
  it('keeps changes 90 days by default and reads HRAPI_CHANGES_RETENTION_DAYS', () => {
    expect(loadConfig({}).changesRetentionDays).toBe(90);
    expect(loadConfig({ HRAPI_CHANGES_RETENTION_DAYS: '7' }).changesRetentionDays).toBe(7);
  });

  it('keeps settled webhook deliveries 30 days by default and reads HRAPI_WEBHOOK_RETENTION_DAYS', () => {
    expect(loadConfig({}).webhookRetentionDays).toBe(30);
    expect(loadConfig({ HRAPI_WEBHOOK_RETENTION_DAYS: '7' }).webhookRetentionDays).toBe(7);
  });

  it.each(['0', '3651', 'thirty'])('refuses HRAPI_WEBHOOK_RETENTION_DAYS=%s', (raw) => {
    expect(() => loadConfig({ HRAPI_WEBHOOK_RETENTION_DAYS: raw })).toThrow(
      'HRAPI_WEBHOOK_RETENTION_DAYS must be an integer between 1 and 3650',
    );
  });

  it.each(['0', '-1', '1.5', 'ninety'])('refuses HRAPI_CHANGES_RETENTION_DAYS=%s', (raw) => {
    expect(() => loadConfig({ HRAPI_CHANGES_RETENTION_DAYS: raw })).toThrow(
      'HRAPI_CHANGES_RETENTION_DAYS must be an integer between 1 and 3650',
    );
  });
});

describe('PostgreSQL timeouts', () => {
  it('default to 5 s per statement, 3 s to connect, 30 s idle, 5 min per import statement, 10 min per migration statement', () => {
    expect(loadConfig({})).toMatchObject({
      dbStatementTimeoutMs: 5_000,
      dbConnectTimeoutMs: 3_000,
      dbIdleTimeoutMs: 30_000,
      dbImportTimeoutMs: 300_000,
      dbMigrationTimeoutMs: 600_000,
    });
  });

  it.each([
    ['HRAPI_DB_STATEMENT_TIMEOUT_MS', 'dbStatementTimeoutMs'],
    ['HRAPI_DB_CONNECT_TIMEOUT_MS', 'dbConnectTimeoutMs'],
    ['HRAPI_DB_IDLE_TIMEOUT_MS', 'dbIdleTimeoutMs'],
    ['HRAPI_DB_IMPORT_TIMEOUT_MS', 'dbImportTimeoutMs'],
    ['HRAPI_DB_MIGRATION_TIMEOUT_MS', 'dbMigrationTimeoutMs'],
  ] as const)('reads %s in milliseconds and refuses anything but a whole number in range', (name, field) => {
    expect(loadConfig({ [name]: '12000' })[field]).toBe(12_000);
    for (const bad of ['0', '-1', '1.5', '5s', '1e4', '0x10', ' 12000']) {
      expect(() => loadConfig({ [name]: bad })).toThrow(`${name} must be an integer between`);
    }
  });
});

describe('HRAPI_TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.0/8,192.168.1.7'],
    ['::1,fd00::/8', '::1,fd00::/8'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
    expect(loadConfig(raw === undefined ? {} : { HRAPI_TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['yes', 'on', '33', '10.0.0.0/33', '10.0.0.1/', '300.1.1.1', 'proxy.internal', '10.0.0.1,,', '-1'])(
    'refuses %j instead of silently trusting no one',
    (raw) => {
      expect(() => loadConfig({ HRAPI_TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ HRAPI_TRUST_PROXY: raw })).toThrow('HRAPI_TRUST_PROXY');
    },
  );
});

describe("the streamed answers' share of the store", () => {
  it('is by default half the pool per process, two per key, and a stall timeout of 10 s', () => {
    expect(loadConfig({})).toMatchObject({
      streamsPerProcess: 5,
      streamsPerKey: 2,
      streamStallTimeoutMs: 10_000,
    });
    expect(loadConfig({ HRAPI_DB_POOL_SIZE: '30' }).streamsPerProcess).toBe(15);
    expect(loadConfig({ HRAPI_DB_POOL_SIZE: '1' })).toMatchObject({ streamsPerProcess: 1, streamsPerKey: 1 });
  });

  it.each([
    [
      { DATABASE_URL: 'postgres://h/db', HRAPI_STREAMS_PER_PROCESS: '10' },
      'HRAPI_STREAMS_PER_PROCESS must be an integer between 1 and 9',
    ],
    [
      { HRAPI_STREAMS_PER_PROCESS: '3', HRAPI_STREAMS_PER_KEY: '4' },
      'HRAPI_STREAMS_PER_KEY must be an integer between 1 and 3',
    ],
    [{ HRAPI_STREAM_STALL_TIMEOUT_MS: '50' }, 'HRAPI_STREAM_STALL_TIMEOUT_MS must be an integer between 100'],
  ])('refuses %j: on PostgreSQL the streams never take the whole pool', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
