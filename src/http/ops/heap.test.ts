import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingStartSettings, SERVE_ENV, SERVE_NODE_FLAGS } from './heap.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the heap of a served process', () => {
  it('the image starts the server with the flags that bound its young generation', () => {
    const cmd = fs
      .readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    const args = JSON.parse(cmd?.slice(4) ?? '[]') as string[];
    expect(args).toEqual(['node', ...SERVE_NODE_FLAGS, 'bin/hrapi', 'serve']);
    const env = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').match(/^ENV (.*)$/gm) ?? [];
    for (const [name, value] of Object.entries(SERVE_ENV)) expect(env).toContain(`ENV ${name}=${value}`);
  });

  it('npm start starts the server with the same flags', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(SERVE_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(
      `${env.join(' ')} exec node ${SERVE_NODE_FLAGS.join(' ')} bin/hrapi serve`,
    );
  });

  it('names what only the start of the process can set and this one was started without', () => {
    expect(missingStartSettings([...SERVE_NODE_FLAGS], { ...SERVE_ENV })).toEqual([]);
    expect(missingStartSettings(['--heap-growing-percent=50'], {})).toEqual([
      'MALLOC_ARENA_MAX=2',
      'MALLOC_MMAP_THRESHOLD_=65536',
      'MALLOC_TRIM_THRESHOLD_=131072',
      '--max-semi-space-size=8',
    ]);
  });
});
