import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A migration is history: it ran as written, with the Kysely of its day. */
const isMigration = (path: string) => path.includes('/db/migrations/');

describe('one way to write', () => {
  it('every transaction of the code goes through writeTransaction (src/db/write-transaction.ts)', () => {
    const direct = sourceFiles(SRC)
      .filter((path) => !isMigration(path) && !path.endsWith('/db/write-transaction.ts'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\.transaction\(\)/.test(line) ? [`${relative(SRC, path)}:${index + 1}`] : [],
          ),
      );
    expect(direct).toEqual([]);
  });
});
