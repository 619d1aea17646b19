import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '../../scripts/import-cycles.mjs');
const trees: string[] = [];

/** A small source tree of the given files, each `path: text`. */
function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-layers-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string): { passed: boolean; output: string } {
  try {
    execFileSync(process.execPath, [SCRIPT, '--root', root, 'src'], { encoding: 'utf8', stdio: 'pipe' });
    return { passed: true, output: '' };
  } catch (error) {
    return { passed: false, output: String((error as { stderr?: string }).stderr) };
  }
}

const HTTP_ERRORS = { 'src/http/errors.ts': 'export const refused = 1;\n' };

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import check of npm run lint', () => {
  it('lets a route file import src/http/', () => {
    const root = treeOf({
      ...HTTP_ERRORS,
      'src/things/things.routes.ts': "import { refused } from '../http/errors.ts';\n",
    });
    expect(check(root).passed).toBe(true);
  });

  it('lets the serve command import src/http/, and no other command', () => {
    const root = treeOf({
      'src/http/ops/heap.ts': 'export const flags = 1;\n',
      'src/cli/commands/serve.ts': "import { flags } from '../../http/ops/heap.ts';\n",
      'src/cli/commands/import.ts': "import { flags } from '../../http/ops/heap.ts';\n",
    });
    const { passed, output } = check(root);
    expect(passed).toBe(false);
    expect(output).toContain('src/cli/commands/import.ts -> src/http/ops/heap.ts');
    expect(output).not.toContain('src/cli/commands/serve.ts');
  });

  it('refuses a query module that imports src/http/', () => {
    const root = treeOf({
      ...HTTP_ERRORS,
      'src/things/things.queries.ts': "import { refused } from '../http/errors.ts';\n",
    });
    const { passed, output } = check(root);
    expect(passed).toBe(false);
    expect(output).toContain('src/things/things.queries.ts -> src/http/errors.ts');
  });

  it('refuses src/shared/ importing anything else of the project', () => {
    const root = treeOf({
      'src/db/store.ts': 'export const store = 1;\n',
      'src/shared/ids.ts': "import { store } from '../db/store.ts';\n",
    });
    expect(check(root).output).toContain('src/shared/ids.ts -> src/db/store.ts');
  });

  it('refuses src/db/ importing a resource, and lets it import src/shared/', () => {
    const root = treeOf({
      'src/shared/ids.ts': 'export const id = 1;\n',
      'src/things/things.queries.ts': 'export const things = 1;\n',
      'src/db/store.ts':
        "import { id } from '../shared/ids.ts';\nimport { things } from '../things/things.queries.ts';\n",
    });
    const { output } = check(root);
    expect(output).toContain('src/db/store.ts -> src/things/things.queries.ts');
    expect(output).not.toContain('src/shared/ids.ts');
  });

  it('refuses a circle, type-only imports included', () => {
    const root = treeOf({
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'src/b.ts': "import type { A } from './a.ts';\nexport type B = A;\n",
    });
    expect(check(root).output).toContain('import circle');
  });

  it('refuses Fastify outside the HTTP edge, types and @fastify/* packages included', () => {
    const root = treeOf({
      'src/things/things.queries.ts': "import type { FastifyRequest } from 'fastify';\n",
      'src/things/things.writes.ts': "import { Type } from '@fastify/type-provider-typebox';\n",
      'src/things/plugin.ts': "import fp from 'fastify-plugin';\n",
      'src/things/mixed.ts': "import type { FastifyBaseLogger, FastifyReply } from 'fastify';\n",
      'src/things/config.ts':
        "declare module 'fastify' {\n  interface FastifyRequest {\n    thing: string;\n  }\n}\n",
    });
    const { passed, output } = check(root);
    expect(passed).toBe(false);
    for (const file of ['things.queries.ts', 'things.writes.ts', 'plugin.ts', 'mixed.ts', 'config.ts']) {
      expect(output).toContain(`fastify outside the HTTP edge: src/things/${file}`);
    }
  });

  it("lets the edge use Fastify, and any module name the logger's type", () => {
    const root = treeOf({
      'src/http/pipeline/stage.ts':
        "import type { FastifyInstance } from 'fastify';\nimport fp from 'fastify-plugin';\n",
      'src/console/page.ts': "import type { FastifyReply } from 'fastify';\n",
      'src/things/things.routes.ts':
        "import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';\n",
      'src/app.ts': "import Fastify from 'fastify';\n",
      'src/things/jobs.ts': "import type { FastifyBaseLogger } from 'fastify';\n",
      'src/things/more-jobs.ts': "import { type FastifyBaseLogger } from 'fastify';\n",
    });
    expect(check(root)).toEqual({ passed: true, output: '' });
  });

  it('passes on this repository', () => {
    const output = execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(output).toContain('no circle, no import up the layers');
  });
});
