import { describe, expect, it } from 'vitest';
import { fromStore, isPlanRow, type StoredContract, toStore, typedRows } from './plan-store.ts';

const CONTRACT: StoredContract = {
  organization_id: 'org_a',
  id: 'ctr_a',
  collaborator_id: 'col_a',
  start_date: '2025-01-01',
  end_date: null,
  nature_contrat: 'cdi',
  est_cadre: 1,
  job_title: null,
  pcs_ese: null,
  working_time: null,
  collective_agreement: null,
  classification: null,
  planned_end_date: null,
  trial_period_days: 30,
  end_reason: null,
  conventional_status: null,
  local_scheme: null,
  recourse_reason: null,
};

describe("the DSN plan's rows against the store's", () => {
  it("a yes/no is a boolean in the plan and the store's 0/1 again when written", () => {
    const planned = fromStore.contract(CONTRACT);
    expect(planned.est_cadre).toBe(true);
    expect(fromStore.contract({ ...CONTRACT, est_cadre: 0 }).est_cadre).toBe(false);
    expect(fromStore.contract({ ...CONTRACT, est_cadre: null }).est_cadre).toBeNull();
    expect(toStore.contract(planned)).toEqual(CONTRACT);
  });

  it("a planned row still holding the store's 0/1, or missing a column, is no plan row", () => {
    expect(isPlanRow.contract(fromStore.contract(CONTRACT))).toBe(true);
    expect(isPlanRow.contract({ ...CONTRACT })).toBe(false);
    const { end_reason: _, ...missing } = fromStore.contract(CONTRACT);
    expect(isPlanRow.contract(missing)).toBe(false);
    expect(() => typedRows([{ ...CONTRACT }], isPlanRow.contract)).toThrow(/ctr_a/);
  });
});
