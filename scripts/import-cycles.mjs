#!/usr/bin/env node
// Fails when the TypeScript sources import each other in a circle (type-only imports included:
// they tie modules together as much as value imports do), or when an import runs up the layers
// (docs/architecture.md): only the HTTP edge may import src/http/, src/shared/ imports nothing of
// the project, src/db/ only src/shared/ and the configuration, src/schema/ only src/shared/ and
// the gated fields' rules; and Fastify (`fastify`, `fastify-*`, `@fastify/*`) stays at the HTTP
// edge: src/http/, src/console/, route files (`*.routes.ts`) and src/app.ts, a type-only import
// of `FastifyBaseLogger` aside. Part of `npm run lint`.
//
//   node scripts/import-cycles.mjs [--root DIR] [FOLDER…]   (folders default to src and client/src)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root =
  rootAt >= 0 ? resolve(args[rootAt + 1] ?? '.') : resolve(dirname(new URL(import.meta.url).pathname), '..');
const given = rootAt >= 0 ? args.filter((_, i) => i !== rootAt && i !== rootAt + 1) : args;
const folders = given.length > 0 ? given : ['src', 'client/src'];
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

/** An import of Fastify's packages, or an extension of their types: the clause and the package. */
const FASTIFY =
  /(?:^|\n)\s*(?:(import|export)\s([^;]*?)from\s+|import\s+|declare\s+module\s+)['"]((?:@fastify\/|fastify)[^'"]*)['"]|import\(\s*['"]((?:@fastify\/|fastify)[^'"]*)['"]\s*\)/g;
/** `import type { FastifyBaseLogger } from 'fastify'`: the logger's type, which any module may name. */
const LOGGER_TYPE_ONLY =
  /^\s*type\s*\{\s*FastifyBaseLogger\s*,?\s*\}\s*$|^\s*\{\s*type\s+FastifyBaseLogger\s*,?\s*\}\s*$/;
/** Fastify's packages a file uses, the logger's type aside. */
function fastifyImports(text) {
  const found = new Set();
  for (const match of text.matchAll(FASTIFY)) {
    const [, keyword, clause, name, dynamic] = match;
    if (keyword === 'import' && name === 'fastify' && LOGGER_TYPE_ONLY.test(clause)) continue;
    found.add(name ?? dynamic);
  }
  return [...found];
}

const files = folders.flatMap((folder) => sources(join(root, folder)));
const known = new Set(files);
const edges = new Map();
/** Per file, the Fastify packages it imports (the logger's type aside). */
const fastifyOf = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  fastifyOf.set(file, fastifyImports(text));
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

// The layers, as rules on each import `from -> to` (paths relative to the root). A rule answers
// why the import is refused, or nothing.
const under = (path, folder) => path.startsWith(folder);
/**
 * The HTTP edge: what serves requests and may therefore use src/http/; the serve command starts
 * the server, with the process settings and the cluster of src/http/ops/.
 */
const isEdge = (path) =>
  under(path, 'src/http/') ||
  /\.routes\.ts$/.test(path) ||
  ['src/app.ts', 'src/server.ts', 'src/cli/commands/serve.ts'].includes(path);
/** Where Fastify may be imported: the edge that serves requests, and the console, without the server. */
const isFastifyEdge = (path) =>
  under(path, 'src/http/') ||
  under(path, 'src/console/') ||
  /\.routes\.ts$/.test(path) ||
  path === 'src/app.ts';
const LAYER_RULES = [
  (from, to) =>
    under(to, 'src/http/') && !isEdge(from)
      ? 'only the HTTP edge (src/http/, route files, app, server, the serve command) imports src/http/'
      : undefined,
  (from, to) =>
    under(from, 'src/shared/') && !under(to, 'src/shared/')
      ? 'src/shared/ imports nothing else of the project'
      : undefined,
  (from, to) =>
    under(from, 'src/db/') && !under(to, 'src/db/') && !under(to, 'src/shared/') && to !== 'src/config.ts'
      ? 'src/db/ imports only src/shared/ and src/config.ts'
      : undefined,
  (from, to) =>
    under(from, 'src/schema/') &&
    !under(to, 'src/schema/') &&
    !under(to, 'src/shared/') &&
    to !== 'src/auth/field-visibility.ts'
      ? 'src/schema/ imports only src/shared/ and the gated fields (src/auth/field-visibility.ts)'
      : undefined,
];
/**
 * Imports known to run up, each with why it is tolerated; an entry that no longer matches an
 * import fails the check, so the list only shrinks.
 */
const TOLERATED = new Map([]);

const upward = [];
const seenTolerated = new Set();
for (const [file, targets] of edges) {
  const from = relative(root, file);
  for (const target of targets) {
    const to = relative(root, target);
    const why = LAYER_RULES.map((rule) => rule(from, to)).find(Boolean);
    if (!why) continue;
    const pair = `${from} -> ${to}`;
    if (TOLERATED.has(pair) && rootAt < 0) seenTolerated.add(pair);
    else upward.push(`import up the layers: ${pair} (${why})`);
  }
}
const stale = rootAt < 0 ? [...TOLERATED.keys()].filter((pair) => !seenTolerated.has(pair)) : [];

const outsideEdge = [];
for (const [file, packages] of fastifyOf) {
  const from = relative(root, file);
  if (packages.length === 0 || isFastifyEdge(from)) continue;
  outsideEdge.push(
    `fastify outside the HTTP edge: ${from} imports ${packages.join(', ')} (only src/http/, src/console/, route files and src/app.ts use Fastify; a module below takes plain values, a logger as FastifyBaseLogger)`,
  );
}

for (const circle of circles) {
  console.error(`import circle: ${circle.map((file) => relative(root, file)).join(' <-> ')}`);
}
for (const line of upward) console.error(line);
for (const line of outsideEdge) console.error(line);
for (const pair of stale) console.error(`tolerated import no longer found, remove it from the list: ${pair}`);
if (circles.length + upward.length + outsideEdge.length + stale.length > 0) process.exit(1);
console.log(
  `import-cycles: no circle, no import up the layers and no Fastify outside the edge among ${files.length} modules`,
);
