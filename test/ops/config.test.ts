import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('operations settings from the environment', () => {
  it('serves no metrics and runs one process by default', () => {
    expect(loadConfig({})).toMatchObject({
      metricsEnabled: false,
      metricsToken: undefined,
      workers: 1,
      rateLimitPerMinute: 600,
      writeRateLimitPerMinute: 120,
    });
  });

  it.each([
    [{ HRAPI_METRICS: 'true' }, { metricsEnabled: true, metricsToken: undefined }],
    [
      { HRAPI_METRICS_TOKEN: 'a-long-enough-token' },
      { metricsEnabled: true, metricsToken: 'a-long-enough-token' },
    ],
    [{ HRAPI_WORKERS: 'auto' }, { workers: 0 }],
    [{ HRAPI_WORKERS: '4' }, { workers: 4 }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ HRAPI_METRICS: 'yes' }, 'HRAPI_METRICS must be true or false'],
    [{ HRAPI_METRICS_TOKEN: 'short' }, 'HRAPI_METRICS_TOKEN must be at least 16 characters'],
    [{ HRAPI_WORKERS: '-1' }, 'HRAPI_WORKERS must be an integer between 0 and 256, or auto'],
    [{ HRAPI_WORKERS: 'many' }, 'HRAPI_WORKERS must be an integer'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
