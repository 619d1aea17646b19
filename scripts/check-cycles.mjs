// Fails when the modules of src/ import each other in a circle, type-only imports included (they
// vanish from the compiled code, but a circle of types is still two modules that cannot be read
// apart). Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../src');

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative imports and re-exports of a module, `import type` included. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gms;
  for (const match of text.matchAll(statement)) {
    const target = match[3] ?? match[4] ?? match[5];
    if (target) found.push(path.resolve(path.dirname(file), target));
  }
  return found;
}

const graph = new Map(sources(root).map((file) => [file, importsOf(file)]));
const cycles = [];
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    process.stderr.write(`import circle: ${cycle.map((f) => path.relative(root, f)).join(' → ')}\n`);
  }
  process.exit(1);
}
process.stdout.write(`no import circle in ${graph.size} modules of src/\n`);
