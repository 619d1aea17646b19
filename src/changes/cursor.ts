import { createHash } from 'node:crypto';
import { processCache } from '../shared/bounded-cache.ts';

/**
 * Feed cursors are opaque to clients: base64url of `<position>.<tag>`, where the position is the
 * change number the reader has seen up to and the tag a short hash of the organization, so a
 * cursor of another organization's feed is refused instead of silently skipping changes.
 */
const SHAPE = /^(0|[1-9]\d{0,15})\.([0-9a-f]{8})$/;

/** The tags of the organizations seen lately: a page of the feed encodes a cursor per event. */
export const organizationTags = processCache<string, string>('feed-tags', 1_000);

function tagOf(organizationId: string): string {
  return organizationTags.getOrSet(organizationId, () =>
    createHash('sha256').update(organizationId).digest('hex').slice(0, 8),
  );
}

export function encodeCursor(organizationId: string, position: number): string {
  return Buffer.from(`${position}.${tagOf(organizationId)}`).toString('base64url');
}

/** The position a cursor holds, or undefined when it is not a cursor of this organization's feed. */
export function decodeCursor(organizationId: string, cursor: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const match = SHAPE.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match || match[2] !== tagOf(organizationId)) return undefined;
  const position = Number(match[1]);
  return Number.isSafeInteger(position) ? position : undefined;
}
