import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { walValue } from './replicas.ts';

describe('WAL positions', () => {
  it.each([
    ['0/3001178', '0/3001150', 1],
    ['1/0', '0/FFFFFFFF', 1],
    ['A/10', 'A/10', 0],
    ['0/9', '0/10', -1],
  ])('%s compares to %s as %i, by both halves', (a, b, sign) => {
    expect(Math.sign(Number(walValue(a) - walValue(b)))).toBe(sign);
  });
});

describe('replica settings', () => {
  const primary = { DATABASE_URL: 'postgres://p/hrapi' };

  it('has no replicas and a limit of 10 s and 16 MB by default', () => {
    const config = loadConfig(primary);
    expect(config.databaseReplicaUrls).toEqual([]);
    expect(config.replicaMaxLag).toEqual({ ms: 10_000, bytes: 16 * 1024 * 1024 });
  });

  it('reads a comma list of replicas and a time, a size or both as the limit', () => {
    const config = loadConfig({
      ...primary,
      DATABASE_REPLICA_URLS: 'postgres://r1/hrapi, postgresql://r2/hrapi',
      HRAPI_REPLICA_MAX_LAG: '500ms,64MB',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1/hrapi', 'postgresql://r2/hrapi']);
    expect(config.replicaMaxLag).toEqual({ ms: 500, bytes: 64 * 1024 * 1024 });
    expect(loadConfig({ ...primary, HRAPI_REPLICA_MAX_LAG: '1min' }).replicaMaxLag.ms).toBe(60_000);
  });

  it.each([
    [{ DATABASE_REPLICA_URLS: 'postgres://r1/hrapi' }, 'DATABASE_REPLICA_URLS needs DATABASE_URL'],
    [
      { ...primary, DATABASE_REPLICA_URLS: 'mysql://r1' },
      'DATABASE_REPLICA_URLS[0] must start with postgres://',
    ],
    [{ ...primary, HRAPI_REPLICA_MAX_LAG: '10 parsecs' }, 'HRAPI_REPLICA_MAX_LAG must be a time'],
    [{ ...primary, HRAPI_REPLICA_MAX_LAG: '0s' }, 'HRAPI_REPLICA_MAX_LAG must be a time'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
