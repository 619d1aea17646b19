import { metricOf } from './rss.ts';

/**
 * What makes a miss scenario measure misses: every product run asks only for answers the product
 * has never given (it carries on through the scenario's URLs from where the previous run stopped,
 * and when what is left would not last a run, a write moves the versions those answers are keyed
 * by and the list starts again), and the product's own count of answers served from its cache
 * says whether it did: read from /metrics before and after each run, it must not move.
 */

/** The product's look-ups of whole answers so far, from its /metrics (0 when it shows none). */
export async function answerLookups(base: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return parseAnswerLookups(text);
}

/** `hrapi_read_cache_answer_lookups_total{result="hit"} 12` and its `miss` line, from Prometheus text. */
export function parseAnswerLookups(text: string): { hits: number; misses: number } {
  const of = (result: string) =>
    metricOf(text, 'hrapi_read_cache_answer_lookups_total', `{result="${result}"}`);
  return { hits: of('hit'), misses: of('miss') };
}

/**
 * Where the next product run of a miss scenario starts in its list of `length` URLs. Runs carry on
 * from one another; before the first run (an earlier scenario may have read the list's first
 * page: the answers the scenario asks for must never have been given), and whenever the rest of
 * the list is shorter than the last run used (with a margin), `invalidate` makes every answer of
 * the list new again, and the list starts over.
 */
export class MissCursor {
  private at = 0;
  private lastRun = 0;
  invalidations = 0;

  constructor(
    private readonly length: number,
    private readonly invalidate: () => Promise<void>,
  ) {}

  async start(): Promise<number> {
    if (this.invalidations === 0 || this.at + this.lastRun * 1.5 > this.length) {
      await this.invalidate();
      this.invalidations += 1;
      this.at = 0;
    }
    return this.at;
  }

  /** The run that started at `start()` sent requests up to `next` (past the length: it wrapped). */
  ran(next: number): void {
    this.lastRun = next - this.at;
    this.at = next;
  }
}
