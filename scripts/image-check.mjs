// Reproduces what the Dockerfile's runtime image holds, without Docker: in a temporary folder,
// package.json and package-lock.json with `prepare` deleted, `npm ci --omit=dev`, bin/ and a fresh
// dist/. Then checks that no dev dependency was installed, that every package dist/ imports is
// there, that `node bin/hrapi --help` works and that `node bin/hrapi serve` answers /readyz (as the
// image runs it: NODE_ENV=production, an empty data folder) and stops cleanly on SIGTERM.
//
//   node scripts/image-check.mjs [--keep]      (npm run check:image)
//
// Needs the npm registry (or a warm npm cache) for `npm ci`; not part of `npm test`. Node is this
// machine's, not the image's node:24-slim, and the native better-sqlite3 is installed for it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, statusOf, untilReady } from './local-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const failures = [];
const check = (ok, what) => {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
  if (!ok) failures.push(what);
};

/** The Dockerfile steps this script reproduces: if one changes, this script must change too. */
function dockerfileStillMatches() {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  for (const step of [
    'COPY package.json package-lock.json ./',
    'npm pkg delete scripts.prepare',
    'npm ci --omit=dev',
    'COPY bin ./bin',
    'COPY --from=build /app/dist ./dist',
    'node scripts/build.mjs',
    'CMD ["node", "--max-semi-space-size=8", "bin/hrapi", "serve"]',
  ]) {
    check(dockerfile.includes(step), `the Dockerfile still has: ${step}`);
  }
}

function stage(dir) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  fs.cpSync(path.join(root, 'bin'), path.join(dir, 'bin'), { recursive: true });
  fs.cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  const npm = (args) => execFileSync('npm', args, { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  npm(['pkg', 'delete', 'scripts.prepare']);
  npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
}

/** The tools a dev install brings; none may be in the image, at any depth. */
const DEV_TOOLS = ['tsx', 'typescript', 'vitest', 'vite', 'esbuild', '@biomejs/biome', 'playwright-core'];

function installedPackages(dir) {
  const found = [];
  const walk = (modules) => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name];
      for (const name of names) {
        found.push({ name, at: path.relative(dir, path.join(modules, name)) });
        walk(path.join(modules, name, 'node_modules'));
      }
    }
  };
  walk(path.join(dir, 'node_modules'));
  return found;
}

/**
 * Nothing the lock marks dev-only (`"dev": true`: needed by no runtime dependency) is installed.
 * ajv, for one, is a dev dependency of ours and a runtime one of Fastify's: it is rightly there.
 */
function noDevDependency(dir) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const installed = installedPackages(dir);
  const devOnly = installed.filter(({ at }) => lock.packages[at]?.dev === true).map(({ at }) => at);
  check(
    devOnly.length === 0,
    `no dev-only package of the lock in node_modules${devOnly.length ? ` (found ${devOnly})` : ''}`,
  );
  const tools = installed.filter(({ name }) => DEV_TOOLS.includes(name)).map(({ at }) => at);
  check(tools.length === 0, `none of ${DEV_TOOLS.join(', ')}${tools.length ? ` (found ${tools})` : ''}`);
  check(installed.length > 0, `${installed.length} packages installed`);
}

/** Every bare package name imported by dist/ resolves from the installed node_modules. */
function everyImportResolves(dir) {
  const specifiers = new Set();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)'([^'./][^']*)'/g)) {
          if (!match[1].startsWith('node:')) specifiers.add(match[1]);
        }
      }
    }
  };
  walk(path.join(dir, 'dist'));
  const require = createRequire(path.join(dir, 'dist', 'index.js'));
  const missing = [...specifiers].filter((name) => {
    const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    try {
      require.resolve(`${packageName}/package.json`);
      return false;
    } catch {
      return !fs.existsSync(path.join(dir, 'node_modules', packageName));
    }
  });
  check(
    missing.length === 0,
    `the ${specifiers.size} packages dist/ imports are installed${missing.length ? ` (missing: ${missing})` : ''}`,
  );
}

function helpWorks(dir) {
  const help = spawnSync(process.execPath, ['bin/hrapi', '--help'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  check(help.status === 0 && help.stdout.includes('serve'), 'node bin/hrapi --help lists the commands');
}

async function serveAnswers(dir) {
  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const env = {
    PATH: process.env.PATH,
    HOME: dir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    HRAPI_DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['bin/hrapi', 'serve'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const ready = await untilReady(base, child);
  check(ready, `node bin/hrapi serve answers /readyz${ready ? '' : `: ${stderr.trim()}`}`);
  if (ready) {
    check((await statusOf(`${base}/openapi.json`)) === 200, 'it serves the OpenAPI document (/openapi.json)');
    // swagger-ui's files come from a runtime dependency (swagger-ui-dist).
    check((await statusOf(`${base}/docs`)) === 200, 'it serves the API reference page (/docs)');
  }
  child.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
  ]);
  if (code === 'timeout') child.kill('SIGKILL');
  check(code === 0, `it exits 0 on SIGTERM (got ${code})`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-image-'));
try {
  dockerfileStillMatches();
  stage(dir);
  noDevDependency(dir);
  everyImportResolves(dir);
  helpWorks(dir);
  await serveAnswers(dir);
} finally {
  if (keep) process.stdout.write(`kept ${dir}\n`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(
  failures.length === 0 ? 'image check: everything passed\n' : `image check: ${failures.length} failed\n`,
);
process.exit(failures.length === 0 ? 0 : 1);
