#!/usr/bin/env node
// Counts the `x as T` casts of the TypeScript sources (`as const` is no cast: it narrows, it does
// not overrule the checker), per folder, tests and declaration files left out. A cast is a place
// where the code tells the compiler to trust it; a type guard, a narrower type or `satisfies`
// usually says the same thing and is checked. docs/architecture.md says how the count is used.
//
//   node scripts/casts.mjs [--files | --where] [FOLDER…]   (folders default to src and client/src)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const perFile = args.includes('--files');
const where = args.includes('--where');
const given = args.filter((arg) => !arg.startsWith('--'));
const folders = given.length > 0 ? given : ['src', 'client/src'];

function sources(folder) {
  const found = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...sources(path));
    else if (/\.(ts|mts)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

function isAsConst(node) {
  return ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
}

function castsOf(path) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node) => {
    if (ts.isAsExpression(node) && !isAsConst(node)) {
      count += 1;
      if (where) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        console.log(`${relative(root, path)}:${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(-80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

function groupOf(path) {
  const parts = relative(root, path).split('/');
  const top = parts[0] === 'client' ? 2 : 1;
  return parts.length > top + 1 ? parts.slice(0, top + 1).join('/') : parts.slice(0, top).join('/');
}

const counts = new Map();
let total = 0;
for (const folder of folders) {
  for (const path of sources(resolve(root, folder))) {
    const count = castsOf(path);
    if (count === 0) continue;
    const key = perFile ? relative(root, path) : groupOf(path);
    counts.set(key, (counts.get(key) ?? 0) + count);
    total += count;
  }
}
for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
  console.log(`${String(count).padStart(5)}  ${key}`);
}
console.log(`${String(total).padStart(5)}  total`);
