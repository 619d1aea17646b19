import fs from 'node:fs';

/** A process's resident set (VmRSS) and its high-water mark (VmHWM), in MiB, from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/** Samples a process's memory every `everyMs` until stopped; keeps the highest figures seen. */
export function sampleMemory(pid: number, everyMs = 250) {
  let rss = 0;
  let peak = 0;
  const take = () => {
    const m = memoryOf(pid);
    if (m) {
      rss = Math.max(rss, m.rss);
      peak = Math.max(peak, m.peak);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      take();
      clearInterval(timer);
      return { maxRss: rss, peak };
    },
  };
}
