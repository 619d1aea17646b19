/**
 * The writes scenario's pure parts (bench/writes.ts): its options, the write requests the load
 * generator sends (fresh values for every request of every run, so that no write is a no-op and no
 * request absence overlaps another), and its targets. Unit-tested in test/bench/writes.test.ts.
 */
import { parseArgs } from 'node:util';
import type { LoadTarget } from './load.ts';
import { median } from './stats.ts';
import { RSS_LIMIT_MIB, type RunFigures, type Target } from './targets.ts';

export const WRITE_KINDS = ['absence.create', 'absence.replace', 'collaborator.replace'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export const WRITE_LABELS: Record<WriteKind, string> = {
  'absence.create': 'POST /absences (a request)',
  'absence.replace': 'PUT /absences/{id}',
  'collaborator.replace': 'PUT /collaborators/{id}',
};

export interface WritesOptions {
  quick: boolean;
  collaborators: number;
  seconds: number;
  rounds: number;
  connections: number;
  engines: ('sqlite' | 'postgres')[] | undefined;
  /** `single`: the single-record writes alone; `import`: the HTTP import against the CLI alone. */
  only: 'single' | 'import' | undefined;
  /** Import rounds: CLI then HTTP, then HTTP then CLI, each into a fresh organization. */
  importRounds: number;
  budgetMinutes: number;
  /** Node.js flags for the product's process, after the deployed ones. */
  productNodeArgs: string[];
  /** The product under `--cpu-prof`; its profile summed at the end of each engine. */
  profile: boolean;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} takes a positive integer, not ${JSON.stringify(value)}`);
  return n;
}

/** `bench/writes.ts [--quick] [--engine sqlite|postgres] [--collaborators N] ...` */
export function parseWritesArgs(argv: readonly string[]): WritesOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      collaborators: { type: 'string' },
      seconds: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      engine: { type: 'string' },
      only: { type: 'string' },
      'import-rounds': { type: 'string' },
      'budget-minutes': { type: 'string' },
      'product-node-args': { type: 'string' },
      profile: { type: 'boolean', default: false },
    },
  });
  const quick = values.quick === true;
  const engine = values.engine;
  if (engine !== undefined && engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`--engine takes sqlite or postgres, not ${JSON.stringify(engine)}`);
  const only = values.only;
  if (only !== undefined && only !== 'single' && only !== 'import')
    throw new Error(`--only takes single or import, not ${JSON.stringify(only)}`);
  return {
    quick,
    collaborators: positive('collaborators', values.collaborators, quick ? 10_000 : 100_000),
    seconds: positive('seconds', values.seconds, quick ? 3 : 5),
    rounds: positive('rounds', values.rounds, quick ? 2 : 3),
    connections: positive('connections', values.connections, 16),
    engines: engine === undefined ? undefined : [engine],
    only,
    importRounds: positive('import-rounds', values['import-rounds'], quick ? 1 : 2),
    budgetMinutes: positive('budget-minutes', values['budget-minutes'], quick ? 20 : 60),
    productNodeArgs: (values['product-node-args'] ?? '').split(' ').filter(Boolean),
    profile: values.profile === true,
  };
}

/** What the writes are made of: records of the imported organization, in the document's shape. */
export interface WriteFixtures {
  organizationId: string;
  /** Collaborators with as many contracts as the capture's sample: one statement list fits them all. */
  collaborators: Record<string, unknown>[];
  /** Approved absences, each with its rank among its collaborator's (0, 1, …). */
  absences: { record: Record<string, unknown>; rank: number }[];
}

const DAY_MS = 86_400_000;
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Request absences start here, years after anything seeded; replaced absences move here. */
const CREATE_FROM = '2031-01-06';
const REPLACE_FROM = '2036-01-07';

export interface WriteRun {
  kind: WriteKind;
  /** Unique across every run of the process, capture included: it makes the values fresh. */
  run: number;
  count: number;
  side: 'product' | 'bare';
  secret?: string;
}

/**
 * `count` write requests of one kind for one run. A request absence k of run r goes to the
 * collaborator k mod N on a day of its own (no two overlap, in a run or across runs); a replaced
 * absence moves to a day of its own generation and rank (it changes at every write and never
 * overlaps its collaborator's others); a replaced collaborator gets a phone number of its own.
 */
export function writeTargets(f: WriteFixtures, w: WriteRun): LoadTarget[] {
  const root =
    w.side === 'product'
      ? `/api/public/v1/organizations/${f.organizationId}`
      : `/b/organizations/${f.organizationId}`;
  const headers = w.side === 'product' && w.secret ? { authorization: `Bearer ${w.secret}` } : undefined;
  const targets: LoadTarget[] = [];
  const target = (method: 'POST' | 'PUT', path: string, body: unknown): LoadTarget => ({
    method,
    path,
    body: JSON.stringify(body),
    ...(headers ? { headers } : {}),
  });
  if (w.kind === 'absence.create') {
    const n = f.collaborators.length;
    const daysPerRun = Math.ceil(w.count / n);
    for (let k = 0; k < w.count; k++) {
      const day = addDays(CREATE_FROM, w.run * daysPerRun + Math.floor(k / n));
      const collaborator = f.collaborators[k % n] as { id: string };
      targets.push(
        target('POST', `${root}/absences`, {
          collaboratorId: collaborator.id,
          type: 'conge_paye',
          startDate: day,
          endDate: day,
          startHalfDay: false,
          endHalfDay: false,
        }),
      );
    }
    return targets;
  }
  if (w.kind === 'absence.replace') {
    const n = f.absences.length;
    const passes = Math.ceil(w.count / n);
    const block = 2 * (Math.max(0, ...f.absences.map((a) => a.rank)) + 1);
    for (let k = 0; k < w.count; k++) {
      const { record, rank } = f.absences[k % n] as WriteFixtures['absences'][number];
      const generation = w.run * passes + Math.floor(k / n);
      const day = addDays(REPLACE_FROM, generation * block + 2 * rank);
      const id = String(record.id);
      targets.push(
        target('PUT', `${root}/absences/${encodeURIComponent(id)}`, {
          ...record,
          startDate: day,
          endDate: day,
          startHalfDay: false,
          endHalfDay: false,
        }),
      );
    }
    return targets;
  }
  const n = f.collaborators.length;
  for (let k = 0; k < w.count; k++) {
    const record = f.collaborators[k % n] as Record<string, unknown>;
    const phoneNumber = `+336${String(w.run % 100).padStart(2, '0')}${String(k % 1_000_000).padStart(6, '0')}`;
    targets.push(
      target('PUT', `${root}/collaborators/${encodeURIComponent(String(record.id))}`, {
        ...record,
        phoneNumber,
      }),
    );
  }
  return targets;
}

export interface SingleWriteFigures {
  kind: WriteKind;
  product: RunFigures;
  bare: RunFigures;
}

export interface ImportFigures {
  cliSeconds: number[];
  httpSeconds: number[];
  /** Of which until the 202: the body received and stored. */
  acceptedSeconds?: number[];
  /** The server's RSS just before each HTTP import and its highest during it, MiB. */
  serverRss: { before: number; peak: number }[];
  failed?: string;
}

export const WRITE_RATIO_AT_LEAST = 0.5;
export const WRITE_P99_MS = 50;
export const IMPORT_RATIO_AT_MOST = 1.2;

const invalidOf = (failures: number) => (failures > 0 ? { invalid: `${failures} requests failed` } : {});

/** Each kind of write: ≥ 0.5× (B) and p99 ≤ 50 ms; the HTTP import: ≤ 1.2× the CLI, RSS growth under the import's target. */
export function writeTargetsOf(single: readonly SingleWriteFigures[], imported?: ImportFigures): Target[] {
  const targets: Target[] = [];
  for (const s of single) {
    const failures = s.product.failures + s.bare.failures;
    targets.push({
      name: `${WRITE_LABELS[s.kind]}: throughput against (B)`,
      kind: 'ratio',
      measured: s.product.rps.median,
      reference: s.bare.rps.median,
      atLeast: WRITE_RATIO_AT_LEAST,
      of: '(B)',
      spreadPct: Math.max(s.product.rps.spreadPct, s.bare.rps.spreadPct),
      ...invalidOf(failures),
    });
    targets.push({
      name: `${WRITE_LABELS[s.kind]}: p99`,
      kind: 'limit',
      measured: s.product.p99.median,
      limit: WRITE_P99_MS,
      unit: 'ms',
      strict: false,
      spreadPct: s.product.p99.spreadPct,
      context: `(B) p99 ${s.bare.p99.median} ms at the same load`,
      ...invalidOf(failures),
    });
  }
  if (imported) {
    const cli = median(imported.cliSeconds);
    const http = median(imported.httpSeconds);
    const failed = imported.failed ? { invalid: imported.failed } : {};
    targets.push({
      name: 'HTTP import against hrapi import',
      kind: 'limit',
      measured: cli > 0 ? http / cli : 0,
      limit: IMPORT_RATIO_AT_MOST,
      unit: "× the CLI's time",
      strict: false,
      context: `HTTP ${http.toFixed(1)} s, CLI ${cli.toFixed(1)} s (medians)`,
      ...(cli > 0 ? failed : { invalid: imported.failed ?? 'no CLI time' }),
    });
    const growth = Math.max(0, ...imported.serverRss.map((r) => r.peak - r.before));
    const peak = Math.max(0, ...imported.serverRss.map((r) => r.peak));
    targets.push({
      name: "HTTP import: the server's RSS growth",
      kind: 'limit',
      measured: growth,
      limit: RSS_LIMIT_MIB,
      unit: 'MiB',
      strict: false,
      context: `the import's target, 300 MB; server RSS at its highest ${peak} MiB`,
      ...(imported.serverRss.length ? failed : { invalid: imported.failed ?? 'no HTTP import ran' }),
    });
  }
  return targets;
}
