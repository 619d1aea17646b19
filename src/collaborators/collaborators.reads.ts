import type { CountVersion } from '../db/data-kinds.ts';
import type { RowWindow } from '../db/keyset.ts';
import { countStampOf } from '../db/organization-state.ts';
import { NUMBER_BYTES, type OrganizationRead } from '../read-cache/read-cache.ts';
import type { CollaboratorData } from './collaborators.projection.ts';
import { type CollaboratorFilter, countCollaborators, listCollaborators } from './collaborators.queries.ts';

/** A page of the collaborators list: its rows, the filter's total, and the key to continue from. */
export interface CollaboratorPageRead {
  total: number;
  collaborators: CollaboratorData[];
  nextKey: readonly string[] | null;
}

/** The count versions a filter's members and order depend on. */
const countsOf = (filter: CollaboratorFilter): CountVersion[] =>
  filter.status === undefined ? ['membership'] : ['membership', 'employment'];

/**
 * A page of the organization's collaborators and the filter's total. Every page of one filter set
 * shares its total, cached per membership version (and employment version when filtered by status)
 * and date: a write of a phone or a name keeps it. The bookmarks of a filter's order
 * (src/read-cache/bookmarks.ts) are cached by the same versions (`membership`: a collaborator in or
 * out, their establishment or sort name); none for an `ids` filter, which holds at most 100 rows.
 */
export async function readCollaboratorPage(
  read: OrganizationRead,
  filter: Omit<CollaboratorFilter, 'today'>,
  window: RowWindow,
): Promise<CollaboratorPageRead> {
  const { db, organizationId, state, cache } = read;
  const matching: CollaboratorFilter = { ...filter, today: state.today };
  const stamp = countStampOf(state, countsOf(matching));
  const bookmarks =
    matching.ids === undefined
      ? cache
          .namespace('collaborators.bookmarks')
          .bookmarks(organizationId, stamp, [matching.establishmentId ?? '', matching.status ?? ''])
      : undefined;
  const [total, { collaborators, nextKey }] = await Promise.all([
    cache.namespace('collaborators.total').memo(
      organizationId,
      stamp,
      [matching],
      () => countCollaborators(db, organizationId, matching),
      () => NUMBER_BYTES,
    ),
    listCollaborators(db, organizationId, matching, window, bookmarks),
  ]);
  return { total, collaborators, nextKey };
}
