import { Worker } from 'node:worker_threads';
import { contractsOf, type FicheCompany, type FicheContract, type FicheProblem } from './fiche-contracts.ts';
import { FicheRefused, parseFiche } from './fiche-parser.ts';

export interface ParsedContracts {
  contracts: FicheContract[];
  companies: FicheCompany[];
}

type Reply =
  | { id: number; ok: true; contracts: FicheContract[]; companies: FicheCompany[] }
  | { id: number; ok: false; problems: FicheProblem[] }
  | { id: number; ok: false; failure: string };

/** Compiled (dist/), the worker is JavaScript beside this module; from the sources, tsx loads it. */
const WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? './fiche-parse-worker.dev.mjs'
  : './fiche-parse-worker.js';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (parsed: ParsedContracts) => void; reject: (error: Error) => void }
>();

function failAll(error: Error): void {
  worker = undefined;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function parserThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL(WORKER_MODULE, import.meta.url));
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle thread must not keep a finished process alive.
    if (pending.size === 0) started.unref();
    if (reply.ok) waiting.resolve({ contracts: reply.contracts, companies: reply.companies });
    else if ('problems' in reply) waiting.reject(new FicheRefused(reply.problems));
    else waiting.reject(new Error(reply.failure));
  });
  started.on('error', failAll);
  started.on('exit', () => failAll(new Error('the fiche parser thread stopped')));
  worker = started;
  return started;
}

/** Below this many characters a fiche parses in a few milliseconds: not worth a thread's round trip. */
const INLINE_CHARS = 64 * 1024;

/**
 * Parses a fiche into its contracts off the event loop (on a thread of its own) when it is large,
 * so that other requests of the process keep being answered meanwhile. Throws FicheRefused.
 */
export async function parseFicheContracts(xml: string): Promise<ParsedContracts> {
  if (xml.length < INLINE_CHARS) {
    const parsed = parseFiche(xml);
    return { contracts: contractsOf(parsed.entries), companies: parsed.companies };
  }
  const id = nextId++;
  const thread = parserThread();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, xml });
  });
}
