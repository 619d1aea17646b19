import fs from 'node:fs';

/**
 * A process's resident set (VmRSS) and its high-water mark (VmHWM), in MiB, from /proc; the RSS
 * split in anonymous memory (heaps, allocator), mapped files (code) and shared memory (SQLite's
 * WAL index).
 */
export function memoryOf(
  pid: number,
): { rss: number; peak: number; anonymous: number; file: number; shared: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    const mib = (field: string) => Math.round(kib(field) / 1024);
    return {
      rss: mib('VmRSS'),
      peak: mib('VmHWM'),
      anonymous: mib('RssAnon'),
      file: mib('RssFile'),
      shared: mib('RssShmem'),
    };
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

/** One sample of Prometheus text: `name` with exactly these labels (none by default), 0 when absent. */
export function metricOf(text: string, name: string, labels = ''): number {
  const escaped = `${name}${labels}`.replace(/[{}]/g, (brace) => `\\${brace}`);
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
}

/** What the product's memory is made of, in MiB, from its own /metrics. */
export interface ProductHeap {
  /** V8's heap: in use, and reserved (what the RSS follows). */
  used: number;
  reserved: number;
  /** The young generation's share of the reserved heap. */
  newSpace: number;
  /** Memory outside the heap (Buffers), of which the read cache's answers. */
  external: number;
  readCache: number;
}

export async function productHeap(base: string): Promise<ProductHeap> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mib = (name: string, labels?: string) => metricOf(text, name, labels) / 2 ** 20;
  return {
    used: mib('hrapi_nodejs_heap_size_used_bytes'),
    reserved: mib('hrapi_nodejs_heap_size_total_bytes'),
    newSpace: mib('hrapi_nodejs_heap_space_size_total_bytes', '{space="new"}'),
    external: mib('hrapi_nodejs_external_memory_bytes'),
    readCache: mib('hrapi_read_cache_bytes'),
  };
}
