import { type EstablishmentPeriod, samePeriods } from './plan-history.ts';
import type { Row } from './plan-rows.ts';
import type { DsnPlan, FieldChange, PlannedChange } from './plan-types.ts';
import type { WorkingSet } from './plan-working.ts';
import type { AbsenceRow, AffiliationRow, Months, ResourceType } from './state.ts';
import { parseProvenanceKey, provenanceKey, RESOURCE_TYPES } from './state.ts';

/** Values never printed in a plan: they are personal identifiers. */
const MASKED = new Set(['social_security_number', 'temporary_number']);
/** Bookkeeping columns: not a change of what the row says. */
const IGNORED = new Set(['created_at', 'updated_at', 'organization_id', 'id']);

/**
 * What changed in a row, field by field, personal identifiers masked; each change says where the
 * value it replaces came from: the DSN month that declared it, or null (another source).
 */
function fieldChanges(before: Row, row: Row, months: Months | undefined): FieldChange[] {
  const fields: FieldChange[] = [];
  for (const [field, after] of Object.entries(row)) {
    if (IGNORED.has(field) || field.startsWith('sort_')) continue;
    const was = before[field] ?? null;
    if (was === after) continue;
    const beforeFrom = was === null ? null : (months?.[field] ?? null);
    fields.push(
      MASKED.has(field)
        ? {
            field,
            before: was === null ? null : '(hidden)',
            after: after === null ? null : '(hidden)',
            beforeFrom,
          }
        : { field, before: was, after, beforeFrom },
    );
  }
  return fields;
}

/** The person a changed row is about, so that a plan reads per person; null for an establishment. */
function personOf(working: WorkingSet, type: ResourceType, id: string, row: Row): PlannedChange['person'] {
  const collaboratorId = type === 'collaborator' ? id : row.collaborator_id;
  if (typeof collaboratorId !== 'string') return null;
  const person = working.current('collaborator', collaboratorId);
  const name = [person?.first_name, person?.last_name].filter(
    (part) => typeof part === 'string' && part !== '',
  );
  return { id: collaboratorId, name: name.join(' ') };
}

/** The plan's changes against the store: created, updated with each field, unchanged, and the rows to write. */
export function diffRows(working: WorkingSet, now: string) {
  const created: DsnPlan['created'] = [];
  const updated: PlannedChange[] = [];
  const unchanged = { establishment: 0, collaborator: 0, contract: 0, absence: 0, affiliation: 0 };
  const rows: Record<ResourceType, Row[]> = {
    establishment: [],
    collaborator: [],
    contract: [],
    absence: [],
    affiliation: [],
  };
  for (const key of working.touched) {
    const { type, id } = parseProvenanceKey(key);
    if (!working.working[type].has(id) && !working.removed.has(key)) unchanged[type]++;
  }
  for (const type of RESOURCE_TYPES) {
    for (const [id, row] of working.working[type]) {
      if (working.removed.has(provenanceKey(type, id))) continue;
      const before = working.stored[type].get(id);
      if (!before) created.push({ resource: type, id });
      else {
        const fields = fieldChanges(before, row, working.state.provenance.get(provenanceKey(type, id)));
        if (fields.length === 0) {
          unchanged[type]++;
          continue;
        }
        updated.push({ resource: type, id, fields, person: personOf(working, type, id, row) });
        if (type === 'affiliation') row.updated_at = now;
      }
      rows[type].push(row);
    }
  }
  return { created, updated, unchanged, rows };
}

/** The stored absences and affiliations the plan removes. */
export function removedRows(working: WorkingSet) {
  const removed: { absences: AbsenceRow[]; affiliations: AffiliationRow[] } = {
    absences: [],
    affiliations: [],
  };
  for (const { resource, id } of working.removed.values()) {
    if (resource === 'absence') {
      const row = working.state.absences.get(id);
      if (row) removed.absences.push(row);
    } else {
      const row = working.state.affiliations.get(id);
      if (row) removed.affiliations.push(row);
    }
  }
  return removed;
}

/** The month provenance of the rows whose months changed. */
export function changedProvenance(working: WorkingSet): DsnPlan['provenance'] {
  const { provenance, state, removed } = working;
  return [...working.touched]
    .filter((key) => !removed.has(key))
    .filter((key) => JSON.stringify(provenance.get(key)) !== JSON.stringify(state.provenance.get(key)))
    .map((key) => ({ ...parseProvenanceKey(key), months: provenance.get(key) ?? {} }));
}

/** The establishment histories that differ from the stored ones, whole per collaborator. */
export function changedHistories(
  working: WorkingSet,
  histories: ReadonlyMap<string, EstablishmentPeriod[]>,
): DsnPlan['histories'] {
  const changed: DsnPlan['histories'] = [];
  for (const [collaboratorId, periods] of histories) {
    if (!samePeriods(working.state.history.get(collaboratorId) ?? [], periods)) {
      changed.push({ collaboratorId, periods });
    }
  }
  return changed;
}
