/**
 * `--compare-env NAME=a,b`: the cost of one setting (say, an access log on and off), measured on
 * two servers that differ by it alone.
 */
import { figuresOf, type Harness, type Measured } from './harness/compare.ts';
import { DEFAULT_DRAIN, drain, watchOthers } from './harness/drain.ts';
import { type Product, startProduct } from './harness/processes.ts';
import { formatSpread } from './harness/stats.ts';
import type { RunFigures } from './harness/targets.ts';
import { collaboratorsPage, everyPage, type MainOrganization } from './scenarios.ts';

export interface Setting {
  name: string;
  values: readonly [string, string];
}

export function parseCompareEnv(raw: string | undefined): Setting | undefined {
  if (raw === undefined) return undefined;
  const match = /^([A-Z][A-Z0-9_]*)=([^,]*),([^,]*)$/.exec(raw);
  if (!match) throw new Error('--compare-env must read NAME=a,b (for example HRAPI_SOMETHING=true,false)');
  return { name: match[1] as string, values: [match[2] as string, match[3] as string] as const };
}

/**
 * The cost of one setting (say, an access log on and off): two servers that differ by it alone,
 * run alternately on a warm page and on every page once, after the same drain.
 */
export async function compareSetting(
  h: Harness,
  env: Record<string, string>,
  main: MainOrganization,
  setting: Setting,
) {
  const servers: Product[] = [];
  try {
    for (const value of setting.values)
      servers.push(await startProduct(h.engine, env, { [setting.name]: value }));
    const scenarios = [
      { name: 'collaborators page 1', targets: [collaboratorsPage(main.id, main.keys.self, 1).product] },
      { name: 'every page once', targets: everyPage(main).product },
    ];
    const outcome = [];
    for (const scenario of scenarios) {
      const runs: Measured[][] = servers.map(() => []);
      for (let round = 0; round < h.rounds; round++) {
        for (let i = 0; i < servers.length; i++) {
          const index = (i + round) % servers.length;
          const server = servers[index] as Product;
          const pids = [server.pid, h.load.pid];
          h.drains.push(await drain(pids, [`${server.base}/healthz`], DEFAULT_DRAIN));
          const others = watchOthers([...pids, process.pid]);
          const result = await h.load.run({
            base: server.base,
            targets: scenario.targets,
            connections: h.connections,
            seconds: h.seconds,
          });
          runs[index]?.push({ ...result, othersCores: others.stop() });
        }
      }
      const [a, b] = runs.map(figuresOf) as [RunFigures, RunFigures];
      console.log(
        `${h.engine} ${setting.name}: ${scenario.name}: ${setting.values[0]} ${formatSpread(a.rps)} req/s p99 ${a.p99.median} ms; ` +
          `${setting.values[1]} ${formatSpread(b.rps)} req/s p99 ${b.p99.median} ms (${(a.rps.median / Math.max(1, b.rps.median)).toFixed(2)}×)`,
      );
      outcome.push({ scenario: scenario.name, [setting.values[0]]: a, [setting.values[1]]: b });
    }
    return { setting: setting.name, values: setting.values, outcome };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}
