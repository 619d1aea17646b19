import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AccessCategory, type DataAccess, dataAccessOf } from '../access-log/access-log.ts';
import type { ApiKey } from '../auth/keys/api-keys.ts';
import type { ConsoleAuth } from '../console/context.ts';
import type { DataKind } from '../db/data-kinds.ts';
import { type OrganizationReadState, readOrganizationState } from '../db/organization-state.ts';
import type { Database } from '../db/schema.ts';
import type { ListRead, OrganizationRead, ResolvedRead } from '../read-cache/read-cache.ts';
import type { CachedResponse } from '../read-cache/response-cache.ts';
import type { RouteAuth } from './api-routes.ts';
import { ApiError } from './errors.ts';
import type { PartnerApp } from './pipeline/app-credentials.ts';

/**
 * What a request carries through the pipeline, and what a route declares of itself: the one place
 * Fastify's request and route config are extended. The pipeline's stages (src/http/pipeline/) set
 * these fields; handlers read them through the functions below. Each field is a plain value of the
 * domain (a key, a state, a cached response): the modules below the edge never see the request.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The API key or partner grant that authenticated the request (authenticate.ts). */
    apiKey: ApiKey | null;
    /** The partner app, on a route called with its client credentials (app-credentials.ts). */
    partnerApp: PartnerApp | null;
    /** Who is signed in to the console, resolved once per request by `adminOnly`. */
    consoleAuth: ConsoleAuth | null;
    /** The organization's version and date, read once per request by the first who needs them. */
    readState: Promise<OrganizationReadState> | null;
    /**
     * What decides this read's response, as one text (identifyRead): the read cache's key and
     * the ETag's input. Set on arrival, once authenticated, for a read of an organization.
     */
    responseIdentity: string | null;
    /** The strong ETag of this read's response, known before the response is computed. */
    etag: string | null;
    /** The key this request's response is cached under, when it computes a cacheable one. */
    responseCacheKey: string | null;
    /** Hands this request's response to the concurrent requests waiting for the same one. */
    responseCacheSettle: ((response: CachedResponse | undefined) => void) | null;
    /** Set by a handler whose response carries collaborators' data; cached with the response. */
    dataAccess: DataAccess | null;
    /** The `Idempotency-Key` this request holds until its response is recorded. */
    idempotencyKey: string | null;
    /** The read resolved for the handler on a route declaring `resolvedRead` (resolved-read.ts). */
    resolvedRead: ResolvedRead | ListRead<ListFilter> | null;
  }

  interface FastifyContextConfig {
    /** What a route of the public API demands of the key (src/http/api-routes.ts). */
    auth?: RouteAuth;
    /**
     * The route's 200 bodies may be cached, by organization, data versions, date, scopes, query
     * and the route's own state (`conditionalState`, if it declares one): `true` keyed by the
     * organization's version (any write), or the kinds of data the response shows, so that a
     * write of another kind keeps it (none: only the route's own state decides).
     */
    readCache?: boolean | readonly DataKind[];
    /**
     * What a read depends on besides the organization's data version and date (the change feed:
     * its newest number and what retention pruned). Part of the route's ETag.
     */
    conditionalState?: (request: FastifyRequest) => Promise<string>;
    /**
     * The route responds with one record whose ETag is the record's own (record-etag.ts), the one
     * its writes send and check `If-Match` against: set by the handler (withRecordEtag) from what it
     * sends, rather than from the read's identity before the response.
     */
    recordEtag?: boolean;
    /**
     * The route reads one organization: its read (store handle, state, cache, the key's field
     * visibility) is resolved before the handler (resolved-read.ts), and for a list its filter
     * and window too (`listOf`). Never on a cached hit, which is served before.
     */
    resolvedRead?: true | ListDeclaration;
    /**
     * Where a write that responded 201 created its record (the `Location` of a replay as of the
     * first response), from the request and the record sent.
     */
    recordLocation?: (request: FastifyRequest, record: unknown) => string;
    /**
     * Top-level body properties that carry a document of a format of its own (the fiche's XML):
     * its importer applies the text rule itself and names a finer place (element, attribute,
     * line) than the JSON path. Every other string of every JSON body is checked here.
     */
    bodyDocuments?: readonly string[];
    /** The media type of the route's body, when not application/json (a merge patch): said by its 415. */
    bodyMediaType?: string;
  }
}

/** A list's filters as parsed: what its cursors are bound to, with the list and organization. */
export type ListFilter = Record<string, unknown>;

/** What a list route declares of its reads: its name, its sort key's length, how its filter is parsed. */
export interface ListDeclaration {
  list: string;
  keyLength: number;
  parse(query: unknown): { page: number; limit: number; cursor?: string | undefined; filter: ListFilter };
}

/** A list route's declaration, from the parser of its validated query into its filter. */
export function listOf<Q extends { page: number; limit: number; cursor?: string | undefined }>(
  list: string,
  keyLength: number,
  filterOf: (query: Q) => ListFilter,
): ListDeclaration {
  return {
    list,
    keyLength,
    parse(query) {
      // Parsed after validation: the query is the route's own schema's.
      const validated = query as Q;
      const { page, limit, cursor } = validated;
      return { page, limit, cursor, filter: filterOf(validated) };
    },
  };
}

/** The read resolved for this request's handler: the route declares `resolvedRead: true`. */
export function resolvedRead(request: FastifyRequest): ResolvedRead {
  if (request.resolvedRead === null) throw unresolved();
  return request.resolvedRead;
}

/** The list read resolved for this request's handler: the route declares `resolvedRead: listOf(…)`. */
export function resolvedListRead<F extends ListFilter>(request: FastifyRequest): ListRead<F> {
  const read = request.resolvedRead;
  if (read === null || !('window' in read)) throw unresolved();
  // The filter is the one the route's own `listOf` parsed.
  return read as ListRead<F>;
}

const unresolved = () => new ApiError('internal_error', 'this route declares no resolved read');

/** The organization's version and date for this request: one look-up, shared by hook and handler. */
export function organizationState(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationReadState> {
  request.readState ??= readOrganizationState(request.server.store, organizationId);
  return request.readState;
}

/**
 * The store handle of this request's reads of the organization: a replica that has replayed every
 * write its state shows (the WAL position read with it), else the primary. Writes, imports, the
 * state, keys and grants keep `store.db`, the primary.
 */
export async function readDbOf(request: FastifyRequest, organizationId: string): Promise<Kysely<Database>> {
  const { store } = request.server;
  if (!store.replicas) return store.db;
  return store.readDb((await organizationState(request, organizationId)).walPosition);
}

/** What this request reads the organization with: its store handle, its state and the read cache. */
export async function organizationRead(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationRead> {
  const db = await readDbOf(request, organizationId);
  const state = await organizationState(request, organizationId);
  return { db, organizationId, state, cache: request.server.readCache };
}

/** Called by a handler: this response carries these collaborators' data, in these categories. */
export function noteDataAccess(
  request: FastifyRequest,
  collaboratorIds: readonly string[],
  categories: readonly AccessCategory[],
): void {
  const access = dataAccessOf(collaboratorIds, categories);
  if (access) request.dataAccess = access;
}
