/**
 * Runs `tasks` with at most `parallel` at once, each started only once `admit` lets it; the
 * results in the tasks' order. The first failure rejects (the others still settle).
 */
export async function inParallel<T>(
  tasks: (() => Promise<T>)[],
  parallel: number,
  admit: (inFlight: number) => Promise<void>,
): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let inFlight = 0;
  async function worker(): Promise<void> {
    // Admitted only while a task is left: a worker with nothing to do never waits for a window.
    while (next < tasks.length) {
      await admit(inFlight);
      const index = next++;
      const task = tasks[index];
      if (task === undefined) return;
      inFlight++;
      try {
        results[index] = await task();
      } finally {
        inFlight--;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, tasks.length)) }, worker));
  return results;
}
