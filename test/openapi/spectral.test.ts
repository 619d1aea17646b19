import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULESET = path.join(ROOT, '.spectral.yaml');
const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist/index.js');

interface Finding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

/** Spectral's findings on `file` under the repository's ruleset, as its CLI reports them. */
async function lint(file: string): Promise<Finding[]> {
  const args = [CLI, 'lint', file, '--ruleset', RULESET, '--format', 'json', '--quiet'];
  // The CLI exits 1 when it finds something; its report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(stdout) as Finding[];
}

const described = (findings: Finding[]) =>
  findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`);

describe("Spectral's OpenAPI ruleset on the document", () => {
  it('extends spectral:oas, turning off only rules it says why it turns off', () => {
    const text = fs.readFileSync(RULESET, 'utf8');
    const ruleset = parse(text) as { extends: unknown; rules?: Record<string, unknown> };
    expect(ruleset.extends).toEqual(['spectral:oas']);
    for (const [rule, setting] of Object.entries(ruleset.rules ?? {})) {
      if (setting !== 'off' && setting !== false) continue;
      // The reason is the comment just above the rule.
      expect(text, rule).toMatch(new RegExp(`#[^\\n]+\\n\\s*${rule}:`));
    }
  });

  it('finds neither an error nor a warning in openapi.json', { timeout: 120_000 }, async () => {
    expect(described(await lint(OPENAPI_FILE))).toEqual([]);
  });

  it('would report an example its schema refuses', { timeout: 120_000 }, async () => {
    const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    const media = document.paths['/organizations/{organizationId}'].get.responses['200'].content;
    media['application/json'].example = { data: 'not an organization' };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-spectral-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      expect((await lint(file)).map((f) => f.code)).toContain('oas3-valid-media-example');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
