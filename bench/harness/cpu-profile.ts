/** A V8 CPU profile (`node --cpu-prof`) summed by file and by function, self time: bench/profile-hit.ts, bench/writes.ts. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function and by file (package, for node_modules), in percent of the samples. */
export function summarize(profile: CpuProfile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.includes('node_modules/')
      ? `npm:${(url.split('node_modules/').pop() ?? '')
          .split('/')
          .slice(0, url.includes('/@') ? 2 : 1)
          .join('/')}`
      : url.replace(/^file:\/\/.*?\/(dist|src)\//, '$1/') || `(${functionName || 'program'})`;
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    files.set(file, (files.get(file) ?? 0) + us);
  });
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * us) / total).toFixed(1).padStart(6)} %  ${name}`);
    }
  };
  print('self time by file or package', files);
  print('self time by function', functions);
}
