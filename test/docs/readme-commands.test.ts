import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../multi-instance/helpers.ts';
import { spawnNpmStart } from '../support/npm-start.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The text of a README section, from its heading to the next heading of any level. */
function section(heading: string): string {
  const start = README.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const rest = README.slice(start + heading.length + 2);
  return rest.slice(0, rest.search(/\n#{2,3} /) < 0 ? undefined : rest.search(/\n#{2,3} /));
}

/** The shell lines of a section's ```sh blocks, as a reader pastes them. */
const shellLines = (text: string): string[] =>
  [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => (m[1] ?? '').split('\n'))
    .filter((l) => l.trim());

describe('the README, pasted into a shell', () => {
  const dirs: string[] = [];
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the Quick start and "Reading HR data" commands answer 200 against a first start, every variable set before its use', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-readme-'));
    dirs.push(dataDir);
    const port = await freePort();
    // `npm start` as the Quick start says, on a fresh data folder (the lines run by the test itself are left out).
    const start = spawnNpmStart({ port, dataDir, detached: true, env: { NODE_ENV: '' } });
    server = start.npm;
    const started = Date.now();
    while (!/shown only this once/.test(start.output())) {
      if (Date.now() - started > 60_000) throw new Error(`no first-start banner: ${start.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const printed = /^ {2}(export BASE=\S+ ORG=\S+ KEY=hrk_\S+)$/m.exec(start.output())?.[1];
    expect(printed).toBeDefined();

    const lines = [
      ...shellLines(section('## Quick start')),
      ...shellLines(section('## Reading HR data (self-serve keys)')),
    ];
    const exported = lines.filter((l) => l.startsWith('export BASE='));
    expect(exported, 'the README sets the variables the way the first start prints them').toHaveLength(1);
    const script = lines
      .filter((l) => !l.startsWith('npm '))
      .map((l) => (l.startsWith('export BASE=') ? (printed as string) : l));
    const curls = script.filter((l) => l.startsWith('curl ')).length;
    expect(curls).toBeGreaterThanOrEqual(3);
    // Every variable used is set first: `set -u` fails on one that is not.
    const output = execFileSync(
      'bash',
      [
        '--norc',
        '--noprofile',
        '-euc',
        `curl() { command curl -sS -o /dev/null -w '%{http_code}\\n' "$@"; }\n${script.join('\n')}`,
      ],
      { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
    );
    expect(output.trim().split('\n')).toEqual(Array.from({ length: curls }, () => '200'));
  }, 120_000);
});
