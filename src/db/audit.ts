import type { Kysely } from 'kysely';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { compiledOnce } from './compiled-once.ts';
import { fenceIdempotencyClaim, type IdempotencyFence } from './idempotency-fence.ts';
import type { AuditEventTable, Database } from './schema.ts';

/** Who did something: the CLI operator, a console user, an API key, or the server itself. */
export interface Actor {
  type: AuditEventTable['actor_type'];
  /** For `api_key`, the key's id, or the grant's when a partner app holds an access token. */
  id: string | null;
  /** The partner app whose access token made the change: named in the entry beside the grant. */
  partnerApp?: { id: string; name: string };
  /** The request's claimed `Idempotency-Key`: its write marks the claim applied, or is refused. */
  idempotency?: IdempotencyFence;
}

export const CLI_ACTOR: Actor = { type: 'cli', id: null };
export const SYSTEM_ACTOR: Actor = { type: 'system', id: null };

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | null;
  /** Never a secret nor personal data: ids, names of keys, counts. */
  details?: Record<string, unknown>;
}

/** What the entry keeps beside its action: its details, and the partner app that wrote, if one did. */
function detailsOf(actor: Actor, entry: AuditEntry): string | null {
  const details = actor.partnerApp
    ? { ...entry.details, partnerApp: actor.partnerApp, grantId: actor.id }
    : entry.details;
  return details ? JSON.stringify(details) : null;
}

/** Appends one event; call it inside the transaction of the change it records. */
export async function recordAudit(
  db: Kysely<Database>,
  organizationId: string,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  if (actor.idempotency) await fenceIdempotencyClaim(db, actor.idempotency);
  await insertAudit(db, {
    id: uuidv7(),
    organizationId,
    occurredAt: nowIso(),
    actorType: actor.type,
    actorId: actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: detailsOf(actor, entry),
  });
}

/** The audit entry's insert, compiled once: every write runs it. */
const insertAudit = compiledOnce(
  [
    'id',
    'organizationId',
    'occurredAt',
    'actorType',
    'actorId',
    'action',
    'targetType',
    'targetId',
    'details',
  ] as const,
  (db, v) =>
    db.insertInto('audit_events').values({
      id: v.id,
      organization_id: v.organizationId,
      occurred_at: v.occurredAt,
      actor_type: v.actorType as AuditEventTable['actor_type'],
      actor_id: v.actorId,
      action: v.action,
      target_type: v.targetType,
      target_id: v.targetId,
      details: v.details,
    }),
);

export interface AuditEvent {
  id: string;
  occurredAt: string;
  actorType: AuditEventTable['actor_type'];
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
}

export async function listAuditEvents(
  db: Kysely<Database>,
  organizationId: string,
  options: { limit: number; targetType?: string },
): Promise<AuditEvent[]> {
  let query = db.selectFrom('audit_events').selectAll().where('organization_id', '=', organizationId);
  if (options.targetType) query = query.where('target_type', '=', options.targetType);
  const rows = await query
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    actorType: row.actor_type,
    actorId: row.actor_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  }));
}
