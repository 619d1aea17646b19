#!/usr/bin/env node
// Fails when the TypeScript sources import each other in a circle (type-only imports included:
// they tie modules together as much as value imports do). Part of `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'client/src'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sources(folder) {
  const found = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...sources(path));
    else if (/\.(ts|mts|mjs)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

const files = folders.flatMap((folder) => sources(join(root, folder)));
const known = new Set(files);
const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    const candidates = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, join(target, 'index.ts')];
    const hit = candidates.find((candidate) => known.has(candidate));
    if (hit) targets.add(hit);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  indexOf.set(file, index);
  lowOf.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!indexOf.has(next)) {
      visit(next);
      lowOf.set(file, Math.min(lowOf.get(file), lowOf.get(next)));
    } else if (onStack.has(next)) {
      lowOf.set(file, Math.min(lowOf.get(file), indexOf.get(next)));
    }
  }
  if (lowOf.get(file) === indexOf.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (edges.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) circles.push(component);
  }
}
for (const file of files) if (!indexOf.has(file)) visit(file);

if (circles.length === 0) {
  console.log(`import-cycles: no circle among ${files.length} modules`);
} else {
  for (const circle of circles) {
    console.error(`import circle: ${circle.map((file) => relative(root, file)).join(' <-> ')}`);
  }
  process.exit(1);
}
