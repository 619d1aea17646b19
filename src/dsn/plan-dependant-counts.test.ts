import { describe, expect, it } from 'vitest';
import type { DsnDependantTable } from '../db/schema.ts';
import { dependantCounts } from './plan-dependant-counts.ts';

const dependant = (key: string, month: string, end: string | null = null): DsnDependantTable => ({
  organization_id: 'org_1',
  collaborator_id: 'col_1',
  contract_id: 'cc_1',
  month,
  dependant_key: key,
  type: 'child',
  first_name: 'Léa',
  last_name: 'Durand',
  birth_date: '2015-04-02',
  social_security_number: null,
  option_code: null,
  start_date: null,
  end_date: end,
});

describe('the dependants a plan counts', () => {
  it('counts each dependant once: new when no earlier month had them, changed or ending against their latest month', () => {
    const stored = [dependant('a', '2026-01'), dependant('b', '2026-01'), dependant('c', '2026-01')];
    const written = [
      dependant('a', '2026-02'),
      dependant('a', '2026-03'),
      dependant('b', '2026-02', '2026-02-28'),
      dependant('n', '2026-02'),
      dependant('n', '2026-03'),
    ];
    expect(dependantCounts(written, stored)).toEqual({ added: 1, changed: 1, ending: 1 });
    expect(dependantCounts([], stored)).toEqual({ added: 0, changed: 0, ending: 0 });
  });
});
