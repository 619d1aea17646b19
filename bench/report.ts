/**
 * `node --import tsx bench/report.ts bench/results/<file>.json`: a results file as the Markdown
 * tables of docs/performance.md, the verdicts judged again from the figures (so that a file
 * written by an older runner is read by today's rules).
 */
import fs from 'node:fs';
import { formatSpread } from './harness/stats.ts';
import { type Compared, type EngineFigures, judge, type RunFigures, targetsOf } from './harness/targets.ts';

interface EngineResult {
  engine: string;
  collaborators: number;
  /** Absent from a `--only sync` run. */
  figures?: EngineFigures;
  /** Beside the figures in files written before the sync targets were judged. */
  sync?: EngineFigures['sync'];
  firstReadAfterWriteDeepPage?: { p50: number; p99: number };
}

const file = process.argv[2];
if (!file) {
  console.error('usage: bench/report.ts <results.json>');
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { results: EngineResult[] };

const times = (a: RunFigures, b: RunFigures | undefined) =>
  b ? (a.rps.median / Math.max(1, b.rps.median)).toFixed(2) : '';
const row = (name: string, c: Compared) =>
  `| ${name} | ${formatSpread(c.product.rps)} | ${c.product.p50.median} / ${formatSpread(c.product.p99)} | ` +
  `${c.bare ? formatSpread(c.bare.rps) : ''} | ${times(c.product, c.bare)} | ` +
  `${c.bytes ? formatSpread(c.bytes.rps) : ''} | ${times(c.product, c.bytes)} | ${answersOf(c)} | ${c.product.othersCores ?? ''} |`;
/** The product's answers from its cache / computed; a miss run that hit says so (older files: blank). */
const answersOf = (c: Compared) =>
  c.answers
    ? `${c.answers.hits.toLocaleString('en-US')} / ${c.answers.misses.toLocaleString('en-US')}${c.invalid ? ' **invalid**' : ''}`
    : '';

for (const r of report.results) {
  if (r.figures === undefined) {
    const only: EngineFigures = { collaborators: r.collaborators, warm: [], serverRss: [] };
    console.log(`\n#### ${r.engine}, ${r.collaborators.toLocaleString('en-US')} collaborators: sync\n`);
    printTargets(r.sync ? { ...only, sync: r.sync } : only);
    continue;
  }
  const f: EngineFigures = { ...r.figures, ...(r.sync && !r.figures.sync ? { sync: r.sync } : {}) };
  console.log(`\n#### ${r.engine}, ${r.collaborators.toLocaleString('en-US')} collaborators\n`);
  console.log(
    '| Scenario | req/s | p50 / p99 ms | (B) req/s | × (B) | (A) req/s | × (A) | answers hit / missed | others (cores) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const named: [string, Compared | undefined][] = [
    ['change feed after the import', f.changes],
    ['every page once', f.everyPage],
    ['many organizations, distinct pages', f.tenants],
    ['detail of every collaborator in turn', f.detail],
  ];
  for (const [name, c] of named) if (c) console.log(row(name, c));
  for (const w of f.warm) console.log(row(`warm: ${w.name}`, w.figures));
  if (f.mixed) {
    const m = f.mixed;
    for (const [name, figures] of [
      ['page 1, no write', m.noWrite],
      ['page 1, a write every 1 s', m.every1s],
      ['page 1, a write every 100 ms', m.every100ms],
    ] as const) {
      console.log(row(name, { product: figures }));
    }
  }
  if (f.firstReadAfterWrite) {
    const deep = r.firstReadAfterWriteDeepPage;
    console.log(
      `\nFirst read after a write (${f.firstReadAfterWrite.samples} writes): page 1 median ${f.firstReadAfterWrite.p50} ms, ` +
        `p99 ${f.firstReadAfterWrite.p99} ms${deep ? `; deep page median ${deep.p50} ms, p99 ${deep.p99} ms` : ''}.`,
    );
  }
  console.log(
    `Server RSS, highest per scenario: ${f.serverRss.map((s) => `${s.scenario} ${s.maxMiB}`).join(', ')} MiB.`,
  );
  printTargets(f);
}

function printTargets(f: EngineFigures) {
  console.log('\n| Target | Verdict | Measured |');
  console.log('|---|---|---|');
  for (const v of targetsOf(f).map(judge)) {
    console.log(
      `| ${v.name} | ${v.invalid ? '**invalid**' : v.met ? 'met' : '**missed**'}${v.conclusive ? '' : ' (not conclusive)'} | ${v.text} |`,
    );
  }
}
