/**
 * Issue 28's target: a read with a partner's OAuth access token costs at most 1.1× the same read
 * with a key. Both run alternately on the same server, warm, after the same drain.
 */
import { figuresOf, type Harness, type Measured } from './harness/compare.ts';
import { DEFAULT_DRAIN, drain, watchOthers } from './harness/drain.ts';
import { formatSpread } from './harness/stats.ts';
import type { RunFigures } from './harness/targets.ts';
import { collaboratorsPage } from './scenarios.ts';

export const TOKEN_TO_KEY_LIMIT = 1.1;

export async function compareTokenWithKey(h: Harness, organizationId: string, key: string, token: string) {
  const sides = [
    { name: 'key', targets: [collaboratorsPage(organizationId, key, 1).product] },
    { name: 'token', targets: [collaboratorsPage(organizationId, token, 1).product] },
  ];
  const runs: Measured[][] = [[], []];
  for (let round = 0; round < h.rounds; round++) {
    for (let i = 0; i < sides.length; i++) {
      const index = (i + round) % sides.length;
      const side = sides[index] as (typeof sides)[number];
      h.drains.push(await drain([h.product.pid, h.load.pid], [`${h.product.base}/healthz`], DEFAULT_DRAIN));
      const others = watchOthers([h.product.pid, h.load.pid, process.pid]);
      const result = await h.load.run({
        base: h.product.base,
        targets: side.targets,
        connections: h.connections,
        seconds: h.seconds,
      });
      runs[index]?.push({ ...result, othersCores: others.stop() });
    }
  }
  const [withKey, withToken] = runs.map(figuresOf) as [RunFigures, RunFigures];
  const cost = withKey.rps.median / Math.max(1, withToken.rps.median);
  const met = cost <= TOKEN_TO_KEY_LIMIT;
  console.log(
    `${h.engine} collaborators page 1: key ${formatSpread(withKey.rps)} req/s p50 ${withKey.p50.median} ms; ` +
      `token ${formatSpread(withToken.rps)} req/s p50 ${withToken.p50.median} ms: a token read costs ${cost.toFixed(2)}× ` +
      `a key read (${met ? 'met' : 'MISSED'}: ≤ ${TOKEN_TO_KEY_LIMIT}×)`,
  );
  return { key: withKey, token: withToken, cost, met };
}
