/**
 * The drain between two runs: a run starts only when the processes it measures are idle, so the
 * work left over from the previous run (a slow query still finishing, a garbage collection, the
 * write-ahead log checkpoint) is not charged to the next target. Idle is read from the kernel's
 * CPU accounting of each process (/proc/<pid>/stat), sampled over short windows, and checked by a
 * probe: a trivial request each server must answer promptly. The probe is what catches a server
 * still working through the previous run's backlog on a crowded machine, where a busy process
 * can get less than 5 % of a core and so look idle by its CPU time alone.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux we run on. */
export const TICKS_PER_SECOND = 100;

export interface DrainPolicy {
  /** A window is quiet when the process used less than this share of one core. */
  idleBelow: number;
  /** Consecutive quiet windows needed. */
  quietWindows: number;
  windowMs: number;
  /** A window is quiet when every probe answered in less than this. */
  probeBelowMs: number;
  /** Past this the run starts anyway, and the result says the target was not idle. */
  maxMs: number;
}

export const DEFAULT_DRAIN: DrainPolicy = {
  idleBelow: 0.05,
  quietWindows: 2,
  windowMs: 200,
  probeBelowMs: 250,
  maxMs: 120_000,
};

/** One window: each process's share of a core, and each probe's answer time (ms). */
export interface DrainWindow {
  shares: readonly number[];
  probesMs: readonly number[];
}

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

/** True when the last `quietWindows` windows are quiet: every process under the CPU threshold,
 * every probe under its time. */
export function isDrained(history: readonly DrainWindow[], policy: DrainPolicy): boolean {
  if (history.length < policy.quietWindows) return false;
  return history
    .slice(-policy.quietWindows)
    .every(
      (window) =>
        window.shares.every((share) => share < policy.idleBelow) &&
        window.probesMs.every((ms) => ms < policy.probeBelowMs),
    );
}

/** utime + stime of one process, in clock ticks; undefined once it is gone. */
export function ticksOfPid(pid: number): number | undefined {
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
/** A probe's answer time, or Infinity when it failed or took past four times the limit. */
async function probeMs(url: string, limitMs: number): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(limitMs * 4) });
    await response.arrayBuffer();
    return performance.now() - started;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export async function drain(
  pids: readonly number[],
  probes: readonly string[] = [],
  policy: DrainPolicy = DEFAULT_DRAIN,
): Promise<DrainOutcome> {
  const started = performance.now();
  const history: DrainWindow[] = [];
  let before = pids.map(ticksOfPid);
  while (performance.now() - started < policy.maxMs) {
    const windowStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, policy.windowMs));
    const after = pids.map(ticksOfPid);
    const ms = performance.now() - windowStart;
    const shares = after.map((ticks, i) => {
      const previous = before[i];
      return ticks === undefined || previous === undefined ? 0 : cpuShare(previous, ticks, ms);
    });
    const probesMs = await Promise.all(probes.map((url) => probeMs(url, policy.probeBelowMs)));
    history.push({ shares, probesMs });
    before = pids.map(ticksOfPid);
    if (isDrained(history, policy)) return { idle: true, waitedMs: Math.round(performance.now() - started) };
  }
  return { idle: false, waitedMs: Math.round(performance.now() - started) };
}

/** The machine's busy CPU time (every core, every mode but idle and iowait), in ticks, from /proc/stat. */
export function machineBusyTicksOf(procStat: string): number | undefined {
  const cpu = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!cpu) return undefined;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user).
  const [user, nice, system, , , irq, softirq, steal] = cpu.trim().split(/\s+/).slice(1).map(Number);
  const parts = [user, nice, system, irq, softirq, steal];
  return parts.every((n) => n !== undefined && Number.isFinite(n))
    ? parts.reduce<number>((sum, n) => sum + (n ?? 0), 0)
    : undefined;
}

/**
 * What the rest of the machine used while a run lasted, in cores: the machine's busy time minus
 * the benchmark's own processes. On a shared machine it says how much of the 2 cores the
 * figures did not get.
 */
export function othersCores(
  machineBefore: number,
  machineAfter: number,
  oursBefore: number,
  oursAfter: number,
  ms: number,
): number {
  if (ms <= 0) return 0;
  return Math.max(0, cpuShare(machineBefore, machineAfter, ms) - cpuShare(oursBefore, oursAfter, ms));
}

/** Starts measuring the other processes' CPU; `stop()` answers their average use, in cores. */
export function watchOthers(ours: readonly number[]): { stop(): number } {
  const read = () => {
    let machine: number | undefined;
    try {
      machine = machineBusyTicksOf(fs.readFileSync('/proc/stat', 'utf8'));
    } catch {
      machine = undefined;
    }
    const own = ours.map(ticksOfPid).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return { machine, own, at: performance.now() };
  };
  const before = read();
  return {
    stop() {
      const after = read();
      if (before.machine === undefined || after.machine === undefined) return 0;
      return othersCores(before.machine, after.machine, before.own, after.own, after.at - before.at);
    },
  };
}
