/**
 * The sync recipe of docs/sync.md, as a client would write it (the lead will switch these tests
 * to `hr.sync` of @hrapi/client). Mirrors collaborators (each as `GET /collaborators/{id}` shows
 * it), absences and work locations (as their lists show them).
 *
 * 1. Take `latest`. 2. Read every list in full; a list read over several pages while changes of
 * its kind commit may skip rows (page numbers shift), so such a read is done again, keeping every
 * row seen (one deleted since is removed by its event in step 3). 3. Apply the
 * feed from the cursor of step 1 and keep polling: a collaborator event fetches the collaborator
 * (404: gone); a deletion removes the row; another absence or work-location event reads that list
 * again (they have no single-resource read). A 410 starts again from step 1.
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

type ListKind = 'collaborators' | 'absences' | 'workLocations';
const LISTS: Record<ListKind, { path: string; types: string }> = {
  collaborators: {
    path: 'collaborators',
    types: 'collaborator.created,collaborator.updated,collaborator.deleted',
  },
  absences: { path: 'absences', types: 'absence.created,absence.updated,absence.deleted' },
  workLocations: {
    path: 'work-locations',
    types: 'work_location.created,work_location.updated,work_location.deleted',
  },
};

function expect200(response: { status: number; body: Json }, what: string): Json {
  if (response.status !== 200)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export class Sync {
  readonly mirror: Mirror = { collaborators: new Map(), absences: new Map(), workLocations: new Map() };
  cursor = '';
  /** Lists read again because changes of their kind committed while they were read. */
  rereads = 0;

  constructor(
    private readonly api: SyncApi,
    private readonly organizationId: string,
    private readonly pageSize = 100,
  ) {}

  private get base() {
    return `/organizations/${this.organizationId}`;
  }

  private async latest(): Promise<string> {
    return expect200(await this.api.get(`${this.base}/changes/latest`), 'latest').cursor;
  }

  /** Steps 1 and 2. */
  async fullSync(): Promise<void> {
    this.cursor = await this.latest();
    for (const kind of Object.keys(LISTS) as ListKind[]) await this.readList(kind);
  }

  /** Every row of a list, read again until no change of its kind committed during a multi-page read. */
  private async readList(kind: ListKind): Promise<void> {
    const rows: Json[] = [];
    for (;;) {
      const before = await this.latest();
      let pages = 0;
      for (let page = 1; ; page++) {
        const body = expect200(
          await this.api.get(`${this.base}/${LISTS[kind].path}?page=${page}&limit=${this.pageSize}`),
          kind,
        );
        pages++;
        rows.push(...body.data);
        if (body.data.length < this.pageSize) break;
      }
      const during = expect200(
        await this.api.get(`${this.base}/changes?after=${before}&limit=1&types=${LISTS[kind].types}`),
        'changes',
      );
      if (pages > 1 && during.data.length > 0) {
        this.rereads++;
        continue;
      }
      const map = new Map<string, Json>();
      if (kind === 'collaborators') {
        for (const id of new Set(rows.map((row) => row.id as string))) {
          const record = await this.collaborator(id);
          if (record) map.set(id, record);
        }
      } else {
        // The later read of a row is the newer one.
        for (const row of rows) map.set(row.id, row);
      }
      this.mirror[kind] = map;
      return;
    }
  }

  private async collaborator(id: string): Promise<Json | undefined> {
    const response = await this.api.get(`${this.base}/collaborators/${id}`);
    if (response.status === 404) return undefined;
    return expect200(response, `collaborator ${id}`);
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
      const collaborators = new Set<string>();
      const stale = new Set<ListKind>();
      for (const event of page.data) {
        const [resource, action] = event.type.split('.');
        if (resource === 'collaborator') collaborators.add(event.resourceId);
        const kind =
          resource === 'absence' ? 'absences' : resource === 'work_location' ? 'workLocations' : undefined;
        if (kind && action === 'deleted') this.mirror[kind].delete(event.resourceId);
        else if (kind) stale.add(kind);
      }
      for (const id of collaborators) {
        const record = await this.collaborator(id);
        if (record) this.mirror.collaborators.set(id, record);
        else this.mirror.collaborators.delete(id);
      }
      for (const kind of stale) await this.readList(kind);
      applied += page.data.length;
      this.cursor = page.nextCursor;
      if (!page.hasMore) return applied;
    }
  }
}
