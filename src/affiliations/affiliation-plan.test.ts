import { describe, expect, it } from 'vitest';
import {
  type AffiliationChoice,
  affiliationDates,
  planAffiliations,
  type StoredAffiliation,
} from './affiliation-plan.ts';

const choice = (collaboratorId: string, optionId = 'opt_a', status = 'active', contractId = 'cc_1') =>
  ({ collaboratorId, contractId, optionId, status }) satisfies AffiliationChoice;
const stored = (id: string, c: AffiliationChoice): StoredAffiliation => ({ id, ...c });

describe('planAffiliations: counting created and deleted as DECISIONS.md says', () => {
  it.each<[string, StoredAffiliation[], AffiliationChoice[], number, number]>([
    ['nothing stored, nothing wanted', [], [], 0, 0],
    ['two new affiliations count two created', [], [choice('a'), choice('b')], 2, 0],
    ['an unchanged affiliation counts nowhere', [stored('1', choice('a'))], [choice('a')], 0, 0],
    ['a missing affiliation counts one deleted', [stored('1', choice('a'))], [], 0, 1],
    [
      'a changed option counts one deleted and one created',
      [stored('1', choice('a'))],
      [choice('a', 'opt_b')],
      1,
      1,
    ],
    [
      'a changed status counts one deleted and one created',
      [stored('1', choice('a'))],
      [choice('a', 'opt_a', 'exempted')],
      1,
      1,
    ],
    [
      'the same collaborator in another contract is another affiliation',
      [stored('1', choice('a'))],
      [choice('a'), choice('a', 'opt_x', 'active', 'cc_2')],
      1,
      0,
    ],
    [
      'a mix: one kept, one changed, one removed, one added',
      [stored('1', choice('a')), stored('2', choice('b')), stored('3', choice('c'))],
      [choice('a'), choice('b', 'opt_b'), choice('d')],
      2,
      2,
    ],
  ])('%s', (_rule, current, wanted, created, deleted) => {
    const plan = planAffiliations(current, wanted);
    expect({ created: plan.created, deleted: plan.deleted }).toEqual({ created, deleted });
  });

  it('applying a plan twice changes nothing the second time', () => {
    const wanted = [choice('a'), choice('b', 'opt_b')];
    const after = wanted.map((c, i) => stored(String(i), c));
    expect(planAffiliations(after, wanted)).toMatchObject({
      created: 0,
      deleted: 0,
      create: [],
      replace: [],
      remove: [],
    });
  });
});

describe('affiliationDates', () => {
  it('starts a new affiliation today, open-ended', () => {
    expect(affiliationDates('active', '2026-03-02')).toEqual({ startDate: '2026-03-02', endDate: null });
    expect(affiliationDates('exempted', '2026-03-02')).toEqual({ startDate: '2026-03-02', endDate: null });
  });
  it('ends a terminated affiliation today', () => {
    expect(affiliationDates('terminated', '2026-03-02')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
  });
});
