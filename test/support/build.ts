import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STAMP = path.join(ROOT, 'dist/.build-stamp');
/** What the build reads: the sources the server ships (tests excluded) and the build's own settings. */
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs'];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  // A directory's own time moves when a file is added, removed or renamed in it.
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * The tests spawn `bin/hrapi`, which runs dist/: compile first when a source is newer than the
 * last build, so that `npm test` and `npx vitest run <file>` work on a fresh clone and after an edit.
 */
export function buildIfStale(): void {
  const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const changed = Math.max(...INPUTS.map((input) => newestChange(path.join(ROOT, input))));
  if (changed <= built) return;
  process.stdout.write('dist/ is older than src/: building (npm run build)\n');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
