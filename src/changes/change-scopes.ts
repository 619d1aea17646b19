import type { Scope } from '../auth/scopes.ts';
import { CHANGE_TYPES, type ChangeType } from './change-log.ts';

/** The scope that reads the resource an event is about: a key sees only the events it could fetch. */
export function scopeOfChange(type: ChangeType): Scope {
  const resource = type.slice(0, type.indexOf('.'));
  switch (resource) {
    case 'collaborator':
      return 'org:employee:read';
    case 'absence':
      return 'org:absence:read';
    case 'work_location':
      return 'org:work_location:read';
    case 'organization':
    case 'establishment':
      return 'org:company:read';
    default:
      return 'org:employee:health_insurance:manage';
  }
}

/** The scopes that read at least one event type, for the 403 of a key holding none of them. */
export const FEED_SCOPES: readonly Scope[] = [...new Set(CHANGE_TYPES.map(scopeOfChange))];

/**
 * Event types beyond v1.11.0 (additive): the feed serves them only to a reader that names them in
 * `types`, so a v1.11.0 reader's pages stay as they were; a webhook endpoint's `*` has them.
 */
export const EXTENDED_CHANGE_TYPES: readonly ChangeType[] = [
  'absence.stoppage_started',
  'absence.stoppage_ended',
  'affiliation.portability_opened',
];

export function readableChangeTypes(scopes: ReadonlySet<string>): ChangeType[] {
  return CHANGE_TYPES.filter((type) => scopes.has(scopeOfChange(type)));
}

/** Events without an establishment that belong to the whole organization: kept by an establishment filter. */
export const ORGANIZATION_WIDE_TYPES: readonly ChangeType[] = [
  'organization.updated',
  'complementary_contract.created',
  'complementary_contract.updated',
];
