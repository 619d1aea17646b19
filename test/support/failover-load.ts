import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { givenKey, givenOrganization } from './fixtures.ts';
import { givenCollaborator, givenEstablishment } from './hr-data.ts';
import { callApi } from './server.ts';

/**
 * Partner writes through a change of primary, for the failover test and `npm run soak:failover`:
 * writers create absences (POST, server-given ids: a write applied twice would show as two), each
 * under its own Idempotency-Key and retried with it after a 503 until it is answered; a reader
 * follows the change feed from its cursor all along. Every answer is counted by kind.
 */
export interface FailoverOrganization {
  org: string;
  collaboratorId: string;
  secret: string;
}

export async function givenFailoverOrganization(
  db: Kysely<Database>,
  org: string,
): Promise<FailoverOrganization> {
  await givenOrganization(db, org);
  const establishment = await givenEstablishment(db, org, { id: `est_${org}` });
  const collaborator = await givenCollaborator(db, org, {
    id: `col_${org}`,
    establishment_id: establishment.id,
  });
  const { secret } = await givenKey(db, org, [
    'org:absence:read',
    'org:absence:type:read',
    'org:absence:write',
  ]);
  return { org, collaboratorId: collaborator.id, secret };
}

/** One write: its key, the day it asks for, and how it ended. */
export interface FailoverWrite {
  key: string;
  day: string;
  /** The absence's id from a 201; absent when the first answer was lost and the retry said so (409). */
  absenceId?: string;
  answeredAt: number;
}

export interface FailoverCounts {
  acknowledged: number;
  /** 409 conflict: applied, its answer lost in the switch (never run again). */
  appliedAnswerLost: number;
  /** 503 answers (writes and feed reads), each with Retry-After. */
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  /** 409 request_in_progress: the first try of the key still ran. */
  inProgress: number;
  /** Anything else: a 500, a 4xx that is not one of the above, a fetch that failed. */
  unexpected: string[];
}

const FIRST_DAY = Date.UTC(2026, 0, 5);
const dayOf = (n: number) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FailoverLoad {
  readonly writes: FailoverWrite[] = [];
  readonly feed: { cursor: string; type: string; resourceId: string }[] = [];
  readonly counts: FailoverCounts = {
    acknowledged: 0,
    appliedAnswerLost: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    inProgress: 0,
    unexpected: [],
  };
  startCursor = '';
  private next = 0;
  private stopping = false;
  private writersDone = false;
  private writing: Promise<void>[] = [];
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly baseUrl: string,
    private readonly o: FailoverOrganization,
    private readonly writers = 2,
  ) {}

  async start(): Promise<void> {
    const latest = await callApi(this.baseUrl, `/organizations/${this.o.org}/changes/latest`, {
      key: this.o.secret,
    });
    if (latest.status !== 200) throw new Error(`changes/latest answered ${latest.status}`);
    this.startCursor = latest.body.cursor;
    this.writing = Array.from({ length: this.writers }, () => this.writeLoop());
    this.reading = this.readLoop();
  }

  /** Lets every write in flight finish (answered), then reads the feed up to its end. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.writing);
    this.writersDone = true;
    await this.reading;
  }

  /** Answers since `since` (ms since epoch): the first 2xx after it, or undefined. */
  firstAnswerAfter(since: number): number | undefined {
    const after = this.writes.map((w) => w.answeredAt).filter((at) => at > since);
    return after.length > 0 ? Math.min(...after) : undefined;
  }

  private async writeLoop(): Promise<void> {
    while (!this.stopping) {
      const n = this.next++;
      await this.writeOnce(`failover-${this.o.org}-${n}`, dayOf(n));
    }
  }

  /** One write, sent again with its key until it is answered for good. */
  private async writeOnce(key: string, day: string): Promise<void> {
    const body = { collaboratorId: this.o.collaboratorId, type: 'conge_paye', startDate: day, endDate: day };
    for (;;) {
      const answer = await this.call(`/organizations/${this.o.org}/absences`, {
        key: this.o.secret,
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      });
      if (answer === undefined) continue;
      if (answer.status === 201) {
        this.counts.acknowledged += 1;
        this.writes.push({ key, day, absenceId: answer.body.id, answeredAt: Date.now() });
        return;
      }
      if (answer.status === 409 && answer.body?.code === 'conflict') {
        this.counts.appliedAnswerLost += 1;
        this.writes.push({ key, day, answeredAt: Date.now() });
        return;
      }
      if (answer.status === 409 && answer.body?.code === 'request_in_progress') {
        this.counts.inProgress += 1;
        await pause(200);
        continue;
      }
      if (answer.status !== 503) {
        this.counts.unexpected.push(`POST ${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
    }
  }

  private async readLoop(): Promise<void> {
    let cursor = this.startCursor;
    for (;;) {
      const done = this.writersDone;
      const page = await this.call(`/organizations/${this.o.org}/changes?after=${cursor}&limit=100`, {
        key: this.o.secret,
      });
      if (page?.status === 200) {
        this.feed.push(...page.body.data);
        cursor = page.body.nextCursor;
        // Writers all answered, and the feed read to its end after that: done.
        if (done && !page.body.hasMore) return;
        if (!page.body.hasMore) await pause(100);
      } else if (page && page.status !== 503) {
        this.counts.unexpected.push(`GET changes ${page.status} ${JSON.stringify(page.body)}`);
        return;
      }
    }
  }

  /** One call; a 503 is counted (and checked for Retry-After) and waited on; undefined means retry. */
  private async call(path: string, options: Parameters<typeof callApi>[2]) {
    let answer: Awaited<ReturnType<typeof callApi>>;
    try {
      answer = await callApi(this.baseUrl, path, options);
    } catch (error) {
      this.counts.unexpected.push(`${path}: ${String(error)}`);
      await pause(200);
      return undefined;
    }
    if (answer.status !== 503) return answer;
    this.counts.unavailable += 1;
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (!(retryAfter > 0)) this.counts.unavailableWithoutRetryAfter += 1;
    // Shorter than Retry-After: the test measures how soon service is back, not the advice.
    await pause(250);
    return undefined;
  }
}
