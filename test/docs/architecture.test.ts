import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders named in the first column of docs/architecture.md's "Folders" table. */
function foldersOfTable(): string[] {
  const page = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = page.split('\n## Folders\n')[1]?.split('\n## ')[0]?.split('\n### ')[0] ?? '';
  return [...section.matchAll(/^\| `src\/([^/`]+)\/` \|/gm)].map((match) => match[1] ?? '');
}

describe('docs/architecture.md', () => {
  it('has one line per top-level folder of src/, and names no folder that is gone', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...foldersOfTable()].sort()).toEqual(folders);
  });

  it('gives the number of folders its table lists', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(page).toContain(`One line per top-level folder of \`src/\` (${foldersOfTable().length})`);
  });
});
