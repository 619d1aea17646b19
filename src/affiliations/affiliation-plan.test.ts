import { describe, expect, it } from 'vitest';
import {
  type AffiliationChoice,
  type AffiliationStep,
  affiliationStep,
  affiliationStepWithin,
  type DateRefusal,
  type EmploymentSpan,
  planAffiliations,
  type StoredAffiliation,
} from './affiliation-plan.ts';

const TODAY = '2026-11-23';
const choice = (collaboratorId: string, optionId = 'opt_a', status = 'active', contractId = 'cc_1') =>
  ({ collaboratorId, contractId, optionId, status }) satisfies AffiliationChoice;
const stored = (
  id: string,
  c: AffiliationChoice,
  startDate = '2024-03-01',
  endDate: string | null = c.status === 'terminated' ? '2025-01-31' : null,
): StoredAffiliation => ({
  id,
  collaboratorId: c.collaboratorId,
  contractId: c.contractId,
  optionId: c.optionId,
  status: c.status,
  startDate,
  endDate,
});

describe('planAffiliations: counting created and deleted as docs/partner-api.md says', () => {
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
    const plan = planAffiliations(current, wanted, TODAY);
    expect({ created: plan.created, deleted: plan.deleted }).toEqual({ created, deleted });
  });

  it('applying a plan twice changes nothing the second time', () => {
    const wanted = [choice('a'), choice('b', 'opt_b')];
    const after = wanted.map((c, i) => stored(String(i), c));
    const plan = planAffiliations(after, wanted, TODAY);
    expect(plan).toMatchObject({ created: 0, deleted: 0, refusals: [], remove: [] });
    expect(plan.steps.every(({ step }) => step.kind === 'unchanged')).toBe(true);
  });

  it('counts a pair left out once, however many periods its history holds', () => {
    const history = [
      stored('1', choice('a'), '2024-03-01', '2025-01-31'),
      stored('2', choice('a', 'opt_b'), '2025-02-01'),
    ];
    expect(planAffiliations(history, [], TODAY)).toMatchObject({ remove: ['1', '2'], deleted: 1 });
  });
});

describe('affiliationStep: every transition of a pair’s history', () => {
  const want = (
    status: string,
    optionId = 'opt_a',
    dates: { startDate?: string; endDate?: string } = {},
  ) => ({
    ...choice('a', optionId, status),
    ...dates,
  });
  const open = (status = 'active', optionId = 'opt_a') => stored('p1', choice('a', optionId, status));
  const period = (status: string, startDate: string, endDate: string | null, optionId = 'opt_a') => ({
    optionId,
    status,
    startDate,
    endDate,
  });
  it.each<[string, StoredAffiliation | undefined, AffiliationChoice, AffiliationStep | DateRefusal]>([
    [
      'none → active starts today',
      undefined,
      want('active'),
      { kind: 'start', period: period('active', TODAY, null) },
    ],
    [
      'none → active on a declared start date',
      undefined,
      want('active', 'opt_a', { startDate: '2024-03-01' }),
      { kind: 'start', period: period('active', '2024-03-01', null) },
    ],
    [
      'none → exempted is a period of its own',
      undefined,
      want('exempted'),
      { kind: 'start', period: period('exempted', TODAY, null) },
    ],
    [
      'none → terminated lasts one day by default',
      undefined,
      want('terminated'),
      { kind: 'start', period: period('terminated', TODAY, TODAY) },
    ],
    [
      'none → terminated with both dates',
      undefined,
      want('terminated', 'opt_a', { startDate: '2024-03-01', endDate: '2026-10-31' }),
      { kind: 'start', period: period('terminated', '2024-03-01', '2026-10-31') },
    ],
    [
      'active → active, same option: unchanged',
      open(),
      want('active', 'opt_a', { startDate: '2026-01-01' }),
      { kind: 'unchanged', id: 'p1' },
    ],
    [
      'active → terminated keeps the start and ends on the declared date',
      open(),
      want('terminated', 'opt_a', { endDate: '2026-10-31' }),
      { kind: 'terminate', id: 'p1', endDate: '2026-10-31' },
    ],
    [
      'active → terminated ends today by default',
      open(),
      want('terminated'),
      { kind: 'terminate', id: 'p1', endDate: TODAY },
    ],
    [
      'exempted → terminated ends the exemption',
      open('exempted'),
      want('terminated', 'opt_a', { endDate: '2026-06-30' }),
      { kind: 'terminate', id: 'p1', endDate: '2026-06-30' },
    ],
    [
      'active → another option ends the old period the day before the new one',
      open(),
      want('active', 'opt_b', { startDate: '2026-01-01' }),
      {
        kind: 'succeed',
        id: 'p1',
        endDate: '2025-12-31',
        period: period('active', '2026-01-01', null, 'opt_b'),
      },
    ],
    [
      'active → exempted is a new period',
      open(),
      want('exempted', 'opt_a', { startDate: '2026-01-01' }),
      { kind: 'succeed', id: 'p1', endDate: '2025-12-31', period: period('exempted', '2026-01-01', null) },
    ],
    [
      'exempted → active is a new period, starting today by default',
      open('exempted'),
      want('active'),
      { kind: 'succeed', id: 'p1', endDate: '2026-11-22', period: period('active', TODAY, null) },
    ],
    [
      'a change on the current period’s first day replaces it',
      open(),
      want('active', 'opt_b', { startDate: '2024-03-01' }),
      { kind: 'replace', id: 'p1', period: period('active', '2024-03-01', null, 'opt_b') },
    ],
    [
      'terminated → active starts a new period',
      open('terminated'),
      want('active', 'opt_a', { startDate: '2025-03-01' }),
      { kind: 'start', period: period('active', '2025-03-01', null) },
    ],
    [
      'terminated → terminated: unchanged',
      open('terminated'),
      want('terminated', 'opt_b'),
      { kind: 'unchanged', id: 'p1' },
    ],
    [
      'an end before the start is refused',
      undefined,
      want('terminated', 'opt_a', { startDate: '2026-03-01', endDate: '2026-02-28' }),
      { kind: 'refused', field: 'endDate', message: 'is before startDate 2026-03-01' },
    ],
    [
      'a termination before the current start is refused',
      open(),
      want('terminated', 'opt_a', { endDate: '2024-02-29' }),
      {
        kind: 'refused',
        field: 'endDate',
        message: 'is before the start of the current affiliation, 2024-03-01',
      },
    ],
    [
      'a change dated before the current start is refused',
      open(),
      want('active', 'opt_b', { startDate: '2024-02-01' }),
      {
        kind: 'refused',
        field: 'startDate',
        message: 'is before the start of the current affiliation, 2024-03-01',
      },
    ],
    [
      'a restart before the previous end is refused',
      open('terminated'),
      want('active', 'opt_a', { startDate: '2025-01-30' }),
      {
        kind: 'refused',
        field: 'startDate',
        message:
          'is not after the end of the previous affiliation, 2025-01-31 (both ends of a period are inclusive)',
      },
    ],
    [
      'a restart on the day the previous period ended overlaps it: both ends are inclusive',
      open('terminated'),
      want('active', 'opt_a', { startDate: '2025-01-31' }),
      {
        kind: 'refused',
        field: 'startDate',
        message:
          'is not after the end of the previous affiliation, 2025-01-31 (both ends of a period are inclusive)',
      },
    ],
    [
      'a restart the day after the previous end starts a new period',
      open('terminated'),
      want('active', 'opt_a', { startDate: '2025-02-01' }),
      { kind: 'start', period: period('active', '2025-02-01', null) },
    ],
    [
      'terminated → terminated still checks its dates: an end before the start is refused',
      open('terminated'),
      want('terminated', 'opt_a', { endDate: '2024-02-29' }),
      {
        kind: 'refused',
        field: 'endDate',
        message: 'is before the start of the current affiliation, 2024-03-01',
      },
    ],
    [
      'terminated → terminated with an end after the start: unchanged',
      open('terminated'),
      want('terminated', 'opt_a', { endDate: '2025-06-30' }),
      { kind: 'unchanged', id: 'p1' },
    ],
    [
      'an end date without a termination is refused',
      open(),
      want('active', 'opt_a', { endDate: '2026-10-31' }),
      { kind: 'refused', field: 'endDate', message: 'is only for status terminated' },
    ],
    [
      'a date that does not exist is refused',
      undefined,
      want('active', 'opt_a', { startDate: '2026-02-30' }),
      { kind: 'refused', field: 'startDate', message: 'must be a date that exists, YYYY-MM-DD' },
    ],
  ])('%s', (_rule, current, wanted, expected) => {
    expect(affiliationStep(current, wanted, TODAY)).toEqual(expected);
  });
});

describe('affiliationStepWithin: an affiliation falls within the collaborator’s employment', () => {
  const hired = (startDate: string, endDate: string | null = null): EmploymentSpan => ({
    startDate,
    endDate,
  });
  const want = (status: string, dates: { startDate?: string; endDate?: string } = {}) => ({
    ...choice('a', 'opt_a', status),
    ...dates,
  });
  const outside = (from: string, to: string) => ({
    kind: 'refused',
    field: 'startDate',
    message: `the affiliation (from ${from}, ${to}) is outside every contract of the collaborator`,
  });
  it.each<[string, EmploymentSpan[], StoredAffiliation | undefined, AffiliationChoice, string]>([
    [
      'a period within an open contract is accepted',
      [hired('2020-01-01')],
      undefined,
      want('active', { startDate: '2024-03-01' }),
      'start',
    ],
    [
      'a period overlapping the contract’s last day is accepted',
      [hired('2020-01-01', '2024-03-01')],
      undefined,
      want('active', { startDate: '2024-03-01' }),
      'start',
    ],
    [
      'a period overlapping a later contract is accepted',
      [hired('2025-01-01')],
      undefined,
      want('active', { startDate: '2024-03-01' }),
      'start',
    ],
    [
      'a terminated period within a past contract is accepted',
      [hired('2020-01-01', '2022-12-31')],
      undefined,
      want('terminated', { startDate: '2021-01-01', endDate: '2022-12-31' }),
      'start',
    ],
    [
      'a change of an existing period within employment is accepted',
      [hired('2020-01-01')],
      stored('p1', choice('a')),
      want('exempted', { startDate: '2026-01-01' }),
      'succeed',
    ],
    [
      'a termination is never judged by contracts: the period exists',
      [],
      stored('p1', choice('a')),
      want('terminated', { endDate: '2026-01-31' }),
      'terminate',
    ],
  ])('%s', (_rule, employment, current, wanted, kind) => {
    expect(affiliationStepWithin(current, wanted, TODAY, employment).kind).toBe(kind);
  });

  it.each<[string, EmploymentSpan[], AffiliationChoice, ReturnType<typeof outside>]>([
    [
      'a collaborator without any contract',
      [],
      want('active', { startDate: '2024-03-01' }),
      outside('2024-03-01', 'open-ended'),
    ],
    [
      'a period after the only contract ended',
      [hired('2020-01-01', '2023-12-31')],
      want('active', { startDate: '2024-03-01' }),
      outside('2024-03-01', 'open-ended'),
    ],
    [
      'a terminated period between two contracts',
      [hired('2020-01-01', '2021-12-31'), hired('2023-01-01')],
      want('terminated', { startDate: '2022-01-01', endDate: '2022-12-31' }),
      outside('2022-01-01', 'to 2022-12-31'),
    ],
  ])('refuses %s', (_rule, employment, wanted, expected) => {
    expect(affiliationStepWithin(undefined, wanted, TODAY, employment)).toEqual(expected);
  });

  it('planAffiliations refuses, by index, the choice outside employment and keeps the others', () => {
    const employment = new Map([
      ['a', [hired('2020-01-01')]],
      ['b', [hired('2020-01-01', '2020-12-31')]],
    ]);
    const plan = planAffiliations([], [choice('a'), choice('b')], TODAY, employment);
    expect(plan.refusals).toEqual([{ index: 1, refusal: outside(TODAY, 'open-ended') }]);
    expect(plan.steps.map((s) => s.index)).toEqual([0]);
  });
});
