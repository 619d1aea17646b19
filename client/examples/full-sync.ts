/**
 * A full sync of an organization's collaborators, absences and work locations, every page of each,
 * through rate limits and transient failures. Run it against a server:
 *
 *   HRAPI_BASE_URL=http://127.0.0.1:3000/api/public/v1 HRAPI_KEY=hrk_… HRAPI_ORG=org_demo \
 *     npx tsx client/examples/full-sync.ts
 *
 * HRAPI_PAGE_LIMIT (1 to 100, default 100) sets the page size, e.g. smaller to see rate limits at work.
 */
import { pathToFileURL } from 'node:url';
import { createClient, type HrClient, type ItemOf } from '@hrapi/client';

export interface Snapshot {
  collaborators: ItemOf<'listCollaborators'>[];
  absences: ItemOf<'listAbsences'>[];
  workLocations: ItemOf<'listWorkLocations'>[];
}

export async function fullSync(hr: HrClient, organizationId: string, limit = 100): Promise<Snapshot> {
  const snapshot: Snapshot = { collaborators: [], absences: [], workLocations: [] };
  const params = { organizationId, limit };
  for await (const c of hr.paginate('listCollaborators', params)) snapshot.collaborators.push(c);
  for await (const a of hr.paginate('listAbsences', params)) snapshot.absences.push(a);
  for await (const w of hr.paginate('listWorkLocations', params)) snapshot.workLocations.push(w);
  return snapshot;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  let requests = 0;
  const waits: number[] = [];
  const hr = createClient({
    baseUrl: process.env.HRAPI_BASE_URL ?? 'http://127.0.0.1:3000/api/public/v1',
    apiKey: process.env.HRAPI_KEY ?? '',
    fetch: (input, init) => {
      requests++;
      return fetch(input, init);
    },
    onRetry: ({ error, delayMs }) => {
      waits.push(delayMs);
      console.error(`${error.status} ${error.code}: retrying in ${(delayMs / 1000).toFixed(1)} s`);
    },
  });
  const { collaborators, absences, workLocations } = await fullSync(
    hr,
    process.env.HRAPI_ORG ?? 'org_demo',
    Number(process.env.HRAPI_PAGE_LIMIT ?? 100),
  );
  console.log(
    JSON.stringify({
      collaborators: collaborators.length,
      absences: absences.length,
      workLocations: workLocations.length,
      requests,
      retries: waits.length,
      waitedSeconds: Math.round(waits.reduce((sum, ms) => sum + ms, 0) / 1000),
      seconds: Math.round((Date.now() - started) / 1000),
    }),
  );
}
