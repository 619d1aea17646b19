import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the 10 slowest test files at the end of a run (tests, hooks and import together), so a
 * file that slows the suite down is seen before it reaches a timeout.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => {
        const d = module.diagnostic();
        return { file: path.relative(process.cwd(), module.moduleId), ms: d.duration + d.collectDuration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (timed.length === 0) return;
    const lines = timed.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
    process.stdout.write(`\nslowest test files:\n${lines.join('\n')}\n`);
  }
}
