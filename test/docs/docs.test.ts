import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, renderReference } from '../../scripts/reference.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pages = [
  path.join(ROOT, 'README.md'),
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(ROOT, 'docs', name)),
];

/** Markdown links and images: `[text](target)`, outside code spans and fenced blocks. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

describe('the documentation stands alone', () => {
  it('docs/reference.md is what `npm run docs` generates from the code', () => {
    expect(fs.readFileSync(REFERENCE_FILE, 'utf8'), 'run `npm run docs`').toBe(renderReference());
  });

  it.each(pages.map((page) => [path.relative(ROOT, page), page]))(
    'every relative link of %s resolves inside the repository',
    (_name, page) => {
      const broken = linksOf(fs.readFileSync(page, 'utf8'))
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
        .filter((target) => {
          const file = path.resolve(path.dirname(page), decodeURIComponent(target.split('#')[0] ?? ''));
          return !file.startsWith(`${ROOT}${path.sep}`) || !fs.existsSync(file);
        });
      expect(broken).toEqual([]);
    },
  );

  it.each(pages.map((page) => [path.relative(ROOT, page), page]))(
    '%s names no document outside the repository',
    (_name, page) => {
      const text = fs.readFileSync(page, 'utf8');
      expect(text).not.toMatch(/DECISIONS\.md|hr-data-document\.md|\.\.\/shared|shared\/spec/);
    },
  );
});
