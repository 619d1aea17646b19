// Compiles src/ to dist/ (JavaScript with source maps) and copies the files that are not
// TypeScript (console assets, the API reference page) beside their compiled modules.
// Plain JavaScript so that it runs before anything is compiled: `npm install` (prepare), the
// test suite's global setup and the Dockerfile's build stage all call it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
/** Sources that only run from src/ (the tsx shim of the fiche thread) stay out of dist/. */
const SOURCE_ONLY = /\.dev\.mjs$/;

function sourceAssets(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceAssets(full);
    return entry.name.endsWith('.ts') || SOURCE_ONLY.test(entry.name) ? [] : [full];
  });
}

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const file of sourceAssets(src)) {
  const target = path.join(dist, path.relative(src, file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(file, target);
}
fs.writeFileSync(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
