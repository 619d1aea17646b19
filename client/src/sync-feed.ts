/**
 * The change feed as a sync reads it: the lists it follows and their events, the feed's two
 * operations, and the messages a sync tells its consumer (with the lag they report).
 */
import { HrApiError } from './errors.ts';
import type { OperationSpec } from './operation-spec.ts';
import type { ParamObject } from './request.ts';
import type { RateLimitState } from './responses.ts';
import type { CallOptions } from './transport.ts';
import type { ItemOf } from './types.ts';

/** The lists a sync keeps, each with its list operation and its event prefix in the change feed. */
export const RESOURCES = {
  collaborators: { list: 'listCollaborators', event: 'collaborator', snapshot: 'collaborators' },
  absences: { list: 'listAbsences', event: 'absence', snapshot: 'absences' },
  workLocations: { list: 'listWorkLocations', event: 'work_location', snapshot: 'work-locations' },
} as const;

export type SyncResource = keyof typeof RESOURCES;

interface Items {
  collaborators: ItemOf<'listCollaborators'>;
  absences: ItemOf<'listAbsences'>;
  workLocations: ItemOf<'listWorkLocations'>;
}

/** What a sync tells its consumer, in order; applying them in order keeps a copy equal to the server. */
export type SyncMessage =
  /** A full read starts: forget the copy (at the start, or when the saved cursor expired). */
  | { kind: 'reset'; reason: 'start' | 'cursor_expired' }
  | { [R in SyncResource]: { kind: 'upsert'; resource: R; item: Items[R] } }[SyncResource]
  | { kind: 'delete'; resource: SyncResource; id: string }
  /**
   * Caught up with every change up to `cursor`: save it, and pass it as `cursor` to resume later.
   * `changes` counts the feed events applied since the previous `synced`; `lagMs` is how long the
   * oldest of them waited between its write on the server (`occurredAt`) and this message, null
   * when there was none; `newestChangeAt` is the `occurredAt` of the newest applied so far.
   */
  | { kind: 'synced'; cursor: string; changes: number; lagMs: number | null; newestChangeAt: string | null };

export interface SyncOptions {
  organizationId: string;
  /** Default: collaborators, absences and work locations. */
  resources?: readonly SyncResource[];
  establishmentId?: string;
  /** A cursor from an earlier `synced` message: resume from it without a full read. */
  cursor?: string;
  /** Keep polling the feed after catching up (default true); false stops at the first `synced`. */
  follow?: boolean;
  /** Between polls once caught up. Default 60 s. */
  pollIntervalMs?: number;
  /** Events per feed page. Default: the largest the server allows (1000). */
  feedLimit?: number;
  /** Items per list page of the full read, up to the list's maximum. Default 100 (or less). */
  pageLimit?: number;
  /**
   * Reads of a feed page sent at once (one per list and per 100 changed records). Default 4; fewer
   * when the server's `RateLimit` headers leave fewer requests in the window, none until it resets
   * when they leave none.
   */
  parallelReads?: number;
  signal?: AbortSignal;
}

/** The feed of issue 12, as documented; the generated table's entries are used when present. */
export const FEED_OPERATIONS: Record<'listChanges' | 'getLatestChangeCursor', OperationSpec> = {
  listChanges: {
    method: 'GET',
    path: '/organizations/{organizationId}/changes',
    pathParams: ['organizationId'],
    queryParams: ['after', 'limit', 'types', 'establishmentId'],
    defaultedParams: ['limit'],
    bodyParams: [],
    bodyMediaType: null,
    wholeBody: false,
    maxLimit: 1000,
    items: null,
  },
  getLatestChangeCursor: {
    method: 'GET',
    path: '/organizations/{organizationId}/changes/latest',
    pathParams: ['organizationId'],
    queryParams: [],
    defaultedParams: [],
    bodyParams: [],
    bodyMediaType: null,
    wholeBody: false,
    maxLimit: null,
    items: null,
  },
};

export interface ChangeEvent {
  cursor: string;
  type: string;
  resourceId: string;
  occurredAt?: string;
}

export interface ChangePage {
  data: ChangeEvent[];
  nextCursor: string;
  hasMore: boolean;
}

export interface SyncDependencies {
  /** Whether the operation takes this query parameter (the document of the server says). */
  accepts(operationId: string, parameter: string): boolean;
  /** The largest `limit` the operation takes, if it has one (the document of the server says). */
  maxLimit(operationId: string): number | null;
  /** Whether the server's document has this operation. */
  serves(operationId: string): boolean;
  call(operationId: string, params: ParamObject, options?: CallOptions): Promise<unknown>;
  /** A streamed NDJSON answer, parsed as it arrives, a batch of values at a time (the snapshot). */
  stream(operationId: string, params: ParamObject, options?: CallOptions): AsyncIterable<unknown[]>;
  paginate(
    operationId: string,
    params: ParamObject,
    options?: CallOptions,
  ): AsyncGenerator<unknown, void, undefined>;
  /** The rate limit the server told on its last answer (its `RateLimit` headers), if any. */
  rateLimit?(): RateLimitState | undefined;
}

/** Whether the server refused the saved cursor as too old: the copy is then read again in full. */
export function isCursorExpired(error: unknown): boolean {
  if (!(error instanceof HrApiError)) return false;
  // `cursor_expired` is a code of the feed, which the generated problem codes may not list yet.
  const code: string = error.code;
  return code === 'cursor_expired';
}

/** The event types of `resources` in the change feed, as the feed's `types` filter takes them. */
export function eventTypes(resources: readonly SyncResource[]): string {
  return resources
    .flatMap((r) => {
      const prefix = RESOURCES[r].event;
      const kinds = ['created', 'updated', 'deleted', ...(r === 'collaborators' ? ['status_changed'] : [])];
      return kinds.map((kind) => `${prefix}.${kind}`);
    })
    .join(',');
}

/**
 * The feed events applied since the last `synced` message, as `synced` reports them: how many, the
 * oldest write not yet reported (for the lag) and the newest write applied so far.
 */
export class LagCounter {
  private changes = 0;
  private oldestUnsynced: number | null = null;
  private newestChangeAt: string | null = null;

  count(events: readonly ChangeEvent[]): void {
    for (const event of events) {
      const at = event.occurredAt === undefined ? Number.NaN : Date.parse(event.occurredAt);
      if (Number.isNaN(at) || event.occurredAt === undefined) continue;
      this.oldestUnsynced = Math.min(this.oldestUnsynced ?? at, at);
      if (this.newestChangeAt === null || at > Date.parse(this.newestChangeAt)) {
        this.newestChangeAt = event.occurredAt;
      }
    }
    this.changes += events.length;
  }

  /** The `synced` message for `cursor`; the count and the lag start again from it. */
  synced(cursor: string): SyncMessage {
    const lagMs = this.oldestUnsynced === null ? null : Math.max(0, Date.now() - this.oldestUnsynced);
    const message: SyncMessage = {
      kind: 'synced',
      cursor,
      changes: this.changes,
      lagMs,
      newestChangeAt: this.newestChangeAt,
    };
    this.changes = 0;
    this.oldestUnsynced = null;
    return message;
  }
}
