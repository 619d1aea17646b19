import pg from 'pg';
import type { FailoverLoad } from './failover-load.ts';
import { callApi } from './server.ts';

export interface FailoverVerdict {
  /** What does not hold; empty when every promise was kept. */
  problems: string[];
  /** Writes answered 2xx (or 409 applied) that the new primary does not hold. */
  lost: number;
  /** Writes (by their day) that the new primary holds more than once. */
  appliedTwice: number;
  absencesOnNewPrimary: number;
  feedEvents: number;
}

/**
 * What a change of primary must keep, read on the new primary itself (`url`, straight, not through
 * the proxy) and through the API: every write answered is there, once; none applied twice; the
 * change feed is whole (no gap, no duplicate) and what the reader saw through the switch is it.
 */
export async function verifyFailover(
  url: string,
  baseUrl: string,
  load: FailoverLoad,
  org: { org: string; secret: string },
): Promise<FailoverVerdict> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows: { id: string; start_date: string }[];
  let seqs: number[];
  try {
    rows = (await client.query('select id, start_date from absences where organization_id = $1', [org.org]))
      .rows;
    seqs = (
      await client.query('select seq from change_events where organization_id = $1 order by seq', [org.org])
    ).rows.map((row: { seq: string | number }) => Number(row.seq));
  } finally {
    await client.end();
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.start_date, (perDay.get(row.start_date) ?? 0) + 1);
  let lost = 0;
  for (const write of load.writes) {
    const held = write.absenceId ? byId.has(write.absenceId) : (perDay.get(write.day) ?? 0) > 0;
    if (!held) lost += 1;
  }
  if (lost > 0) problems.push(`${lost} answered write(s) missing on the new primary`);
  const twice = [...perDay].filter(([, count]) => count > 1);
  if (twice.length > 0) problems.push(`applied more than once: ${twice.map(([day]) => day).join(', ')}`);
  if (rows.length !== load.writes.length) {
    problems.push(`${rows.length} absences on the new primary for ${load.writes.length} writes answered`);
  }
  seqs.forEach((seq, i) => {
    if (seq !== i + 1) problems.push(`change feed: seq ${seq} at position ${i + 1}`);
  });

  const feed = await readWholeFeed(baseUrl, org);
  const created = feed.filter((event) => event.type === 'absence.created').map((event) => event.resourceId);
  if (new Set(created).size !== created.length) problems.push('change feed: an absence created twice');
  const missing = rows.filter((row) => !created.includes(row.id));
  if (missing.length > 0) problems.push(`change feed: ${missing.length} absence(s) without their event`);
  const cursors = feed.map((event) => event.cursor);
  if (new Set(cursors).size !== cursors.length) problems.push('change feed: a cursor given twice');
  // The reader followed the feed through the switch from its start cursor: it saw the same events.
  const seen = load.feed.map((event) => event.cursor);
  const start = cursors.indexOf(load.startCursor) + 1;
  const expected = cursors.slice(start);
  if (seen.join(' ') !== expected.join(' ')) {
    problems.push(
      `the reader saw ${seen.length} events through the switch, the feed holds ${expected.length}`,
    );
  }
  return {
    problems,
    lost,
    appliedTwice: twice.length,
    absencesOnNewPrimary: rows.length,
    feedEvents: feed.length,
  };
}

async function readWholeFeed(baseUrl: string, org: { org: string; secret: string }) {
  const events: { cursor: string; type: string; resourceId: string }[] = [];
  let after = '';
  for (;;) {
    const query = after ? `after=${after}&limit=100` : 'limit=100';
    const page = await callApi(baseUrl, `/organizations/${org.org}/changes?${query}`, { key: org.secret });
    if (page.status !== 200) throw new Error(`the feed answered ${page.status} after the switch`);
    events.push(...page.body.data);
    after = page.body.nextCursor;
    if (!page.body.hasMore) return events;
  }
}
