/**
 * The drain between two runs: a run starts only when the processes it measures are idle, so the
 * work left over from the previous run (a slow query still finishing, a garbage collection, the
 * write-ahead log checkpoint) is not charged to the next target. Idle is read from the kernel's
 * CPU accounting of each process (/proc/<pid>/stat), sampled over short windows.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

export interface DrainPolicy {
  /** A window is quiet when the process used less than this share of one core. */
  idleBelow: number;
  /** Consecutive quiet windows needed. */
  quietWindows: number;
  windowMs: number;
  /** Past this the run starts anyway, and the result says the target was not idle. */
  maxMs: number;
}

export const DEFAULT_DRAIN: DrainPolicy = { idleBelow: 0.05, quietWindows: 2, windowMs: 200, maxMs: 10_000 };

/** utime + stime, in clock ticks, from the text of /proc/<pid>/stat; undefined if unreadable. */
export function cpuTicksOf(statText: string): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
  const close = statText.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = statText
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // After the name: state(3) ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime(14) stime(15).
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : undefined;
}

/** The share of one core used between two readings taken `ms` apart. */
export function cpuShare(ticksBefore: number, ticksAfter: number, ms: number): number {
  if (ms <= 0) return 0;
  return (ticksAfter - ticksBefore) / TICKS_PER_SECOND / (ms / 1000);
}

/** True when the last `quietWindows` shares (of every process) are all below the threshold. */
export function isDrained(history: readonly (readonly number[])[], policy: DrainPolicy): boolean {
  if (history.length < policy.quietWindows) return false;
  return history
    .slice(-policy.quietWindows)
    .every((window) => window.every((share) => share < policy.idleBelow));
}

function ticksOfPid(pid: number): number | undefined {
  try {
    return cpuTicksOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

export interface DrainOutcome {
  idle: boolean;
  waitedMs: number;
}

/** Waits until every process is idle (or the policy's limit); a process that is gone counts as idle. */
export async function drain(
  pids: readonly number[],
  policy: DrainPolicy = DEFAULT_DRAIN,
): Promise<DrainOutcome> {
  const started = performance.now();
  const history: number[][] = [];
  let before = pids.map(ticksOfPid);
  while (performance.now() - started < policy.maxMs) {
    const windowStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, policy.windowMs));
    const after = pids.map(ticksOfPid);
    const ms = performance.now() - windowStart;
    history.push(
      after.map((ticks, i) => {
        const previous = before[i];
        return ticks === undefined || previous === undefined ? 0 : cpuShare(previous, ticks, ms);
      }),
    );
    before = after;
    if (isDrained(history, policy)) return { idle: true, waitedMs: Math.round(performance.now() - started) };
  }
  return { idle: false, waitedMs: Math.round(performance.now() - started) };
}
