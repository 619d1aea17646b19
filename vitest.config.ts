import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'client/test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
    reporters: ['default', './test/support/slowest-files-reporter.ts'],
    // Tests run in a random order, so none can lean on another's leftovers. The seed is printed
    // at the start of each run; replay a failing order with `--sequence.seed=<seed>`.
    sequence: { shuffle: { files: true, tests: true } },
  },
});
