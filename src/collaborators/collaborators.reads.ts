import type { AccessCategory } from '../auth/access-categories.ts';
import type { CountVersion } from '../db/data-kinds.ts';
import type { RowWindow } from '../db/keyset.ts';
import { countStampOf } from '../db/organization-state.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import {
  type ListRead,
  NUMBER_BYTES,
  type OrganizationRead,
  type ResolvedRead,
} from '../read-cache/read-cache.ts';
import { notFound } from '../shared/domain-errors.ts';
import {
  type CollaboratorData,
  categoriesOf,
  toCollaborator,
  toListItem,
} from './collaborators.projection.ts';
import {
  type CollaboratorFilter,
  countCollaborators,
  findCollaborator,
  listCollaborators,
} from './collaborators.queries.ts';
import type { Collaborator, CollaboratorListItem } from './collaborators.schema.ts';

/** The collaborators list's filter, as the request asks it (today is the organization's). */
export type CollaboratorListFilter = Omit<CollaboratorFilter, 'today'>;

/** What a read shows: the response's data, the collaborators it carries and in which categories. */
export interface Shown<T> {
  data: T;
  collaboratorIds: string[];
  categories: AccessCategory[];
}

/** A page of the collaborators list, as the key may see it: its items, the total and what follows. */
export interface CollaboratorList
  extends Shown<CollaboratorListItem[]>,
    Omit<CollaboratorPageRead, 'collaborators'> {}

/** The collaborators list: in the asked establishment (a 404 if not the organization's), a page of it. */
export async function readCollaboratorList(
  read: ListRead<CollaboratorListFilter>,
): Promise<CollaboratorList> {
  const { db, organizationId, state, visibility, filter } = read;
  await requireEstablishment(db, organizationId, filter.establishmentId);
  const { total, collaborators, nextKey } = await readCollaboratorPage(read, filter, read.window);
  return {
    data: collaborators.map((c) => toListItem(c, state.today, visibility)),
    total,
    nextKey,
    collaboratorIds: collaborators.map((c) => c.id),
    categories: categoriesOf(visibility),
  };
}

/** One collaborator as the key may see it; a 404 when not the organization's or not in `establishmentId`. */
export async function readCollaborator(
  read: ResolvedRead,
  collaboratorId: string,
  establishmentId: string | undefined,
): Promise<Shown<Collaborator>> {
  const { db, organizationId, state, visibility } = read;
  await requireEstablishment(db, organizationId, establishmentId);
  const collaborator = await findCollaborator(db, organizationId, collaboratorId);
  if (!collaborator) throw notFound('collaborator');
  if (establishmentId !== undefined && collaborator.establishmentId !== establishmentId) {
    throw notFound('collaborator');
  }
  return {
    data: toCollaborator(collaborator, state.today, visibility),
    collaboratorIds: [collaborator.id],
    categories: categoriesOf(visibility),
  };
}

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
  filter: CollaboratorListFilter,
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
