/**
 * The sync recipe of docs/sync.md, as a client would write it by hand, without @hrapi/client
 * (whose `hr.sync` is proven in client/test/sync-proof.test.ts). Mirrors collaborators, absences
 * and work locations in their list's shape.
 *
 * 1. Take `latest`. 2. Read every list in full by cursor (a cursor seeks past the last row read,
 * so a row that no change touched is never skipped, whatever commits between the pages). 3. Apply
 * the feed from the cursor of step 1 and keep polling: a deletion removes the row; collaborators
 * named by other events are read again with the list's `ids` filter (absent from the answer:
 * gone); absences and work locations named by other events are read again by cursor and the named
 * ids picked. A 410 starts again from step 1.
 */
// biome-ignore lint/suspicious/noExplicitAny: the recipe handles JSON bodies as a client does
type Json = any;

export interface SyncApi {
  get(path: string): Promise<{ status: number; body: Json }>;
}

export interface Mirror {
  collaborators: Map<string, Json>;
  absences: Map<string, Json>;
  workLocations: Map<string, Json>;
}

type ListKind = keyof Mirror;
const LIST_PATHS: Record<ListKind, string> = {
  collaborators: 'collaborators',
  absences: 'absences',
  workLocations: 'work-locations',
};
const KIND_OF_RESOURCE: Record<string, ListKind> = {
  collaborator: 'collaborators',
  absence: 'absences',
  work_location: 'workLocations',
};
/** At most this many ids in one `ids` filter (the API's limit). */
const IDS_PER_READ = 100;

function expect200(response: { status: number; body: Json }, what: string): Json {
  if (response.status !== 200)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export class Sync {
  readonly mirror: Mirror = { collaborators: new Map(), absences: new Map(), workLocations: new Map() };
  cursor = '';

  constructor(
    private readonly api: SyncApi,
    private readonly organizationId: string,
    private readonly pageSize = 100,
  ) {}

  private get base() {
    return `/organizations/${this.organizationId}`;
  }

  /** Steps 1 and 2. */
  async fullSync(): Promise<void> {
    this.cursor = expect200(await this.api.get(`${this.base}/changes/latest`), 'latest').cursor;
    for (const kind of Object.keys(LIST_PATHS) as ListKind[]) {
      this.mirror[kind] = new Map((await this.readList(kind)).map((row) => [row.id as string, row]));
    }
  }

  /** Every row of a list (narrowed by `query`), page after page by cursor. */
  private async readList(kind: ListKind, query = ''): Promise<Json[]> {
    const rows: Json[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const body = expect200(
        await this.api.get(`${this.base}/${LIST_PATHS[kind]}?limit=${this.pageSize}${query}${after}`),
        kind,
      );
      rows.push(...body.data);
      cursor = body.nextCursor;
    } while (cursor !== null);
    return rows;
  }

  /** The current rows of these ids, in the list's shape; an id missing from the answer is gone. */
  private async reread(kind: ListKind, ids: Set<string>): Promise<void> {
    const found = new Map<string, Json>();
    if (kind === 'collaborators') {
      const all = [...ids];
      for (let i = 0; i < all.length; i += IDS_PER_READ) {
        const chunk = all.slice(i, i + IDS_PER_READ).join(',');
        for (const row of await this.readList(kind, `&ids=${chunk}`)) found.set(row.id, row);
      }
    } else {
      for (const row of await this.readList(kind)) if (ids.has(row.id)) found.set(row.id, row);
    }
    for (const id of ids) {
      const row = found.get(id);
      if (row) this.mirror[kind].set(id, row);
      else this.mirror[kind].delete(id);
    }
  }

  /** Step 3, once: applies every change after the cursor. Returns the number of events applied. */
  async poll(): Promise<number> {
    let applied = 0;
    for (;;) {
      const response = await this.api.get(`${this.base}/changes?after=${this.cursor}&limit=50`);
      if (response.status === 410) {
        await this.fullSync();
        return applied;
      }
      const page = expect200(response, 'changes');
      const named: Record<ListKind, Set<string>> = {
        collaborators: new Set(),
        absences: new Set(),
        workLocations: new Set(),
      };
      for (const event of page.data) {
        const [resource, action] = event.type.split('.');
        const kind = KIND_OF_RESOURCE[resource];
        if (kind === undefined) continue;
        if (action === 'deleted') {
          this.mirror[kind].delete(event.resourceId);
          named[kind].delete(event.resourceId);
        } else named[kind].add(event.resourceId);
      }
      for (const kind of Object.keys(named) as ListKind[]) {
        if (named[kind].size > 0) await this.reread(kind, named[kind]);
      }
      applied += page.data.length;
      this.cursor = page.nextCursor;
      if (!page.hasMore) return applied;
    }
  }
}
