import { describe, expect, it } from 'vitest';
import { type ContractPeriod, currentContract, employmentStatus, isActiveOn } from './employment-status.ts';

const TODAY = '2026-06-15';
const contract = (id: string, startDate: string, endDate: string | null = null): ContractPeriod => ({
  id,
  startDate,
  endDate,
});

describe('employment status from contracts', () => {
  it.each([
    ['no contract at all is past', [], 'past'],
    ['an open-ended contract started before today is active', [contract('a', '2020-01-01')], 'active'],
    ['a contract starting today is active', [contract('a', TODAY)], 'active'],
    ['a contract ending today is still active', [contract('a', '2020-01-01', TODAY)], 'active'],
    ['a contract that ended yesterday is past', [contract('a', '2020-01-01', '2026-06-14')], 'past'],
    ['a contract starting tomorrow only is future', [contract('a', '2026-06-16')], 'future'],
    [
      'several upcoming contracts only are future',
      [contract('a', '2026-07-01', '2026-08-01'), contract('b', '2027-01-01')],
      'future',
    ],
    [
      'an ended contract and an upcoming one are past (a past contract exists)',
      [contract('a', '2020-01-01', '2021-01-01'), contract('b', '2027-01-01')],
      'past',
    ],
    [
      'an ended contract and an active one are active',
      [contract('a', '2020-01-01', '2021-01-01'), contract('b', '2022-01-01')],
      'active',
    ],
    [
      'an active contract and an upcoming one are active',
      [contract('a', '2020-01-01', '2026-12-31'), contract('b', '2027-01-01')],
      'active',
    ],
  ] as const)('%s', (_rule, contracts, expected) => {
    expect(employmentStatus(contracts, TODAY)).toBe(expected);
  });

  it('reads the bounds inclusively', () => {
    expect(isActiveOn(contract('a', TODAY, TODAY), TODAY)).toBe(true);
    expect(isActiveOn(contract('a', '2026-06-16', null), TODAY)).toBe(false);
  });
});

describe('current contract', () => {
  it.each([
    ['none without contracts', [], undefined],
    [
      'the active contract',
      [contract('ended', '2019-01-01', '2019-12-31'), contract('now', '2020-01-01')],
      'now',
    ],
    [
      'the latest started of overlapping active contracts',
      [contract('older', '2020-01-01'), contract('newer', '2025-01-01', '2026-12-31')],
      'newer',
    ],
    [
      'the active contract rather than an upcoming one',
      [contract('next', '2027-01-01'), contract('now', '2020-01-01', '2026-12-31')],
      'now',
    ],
    [
      'the next upcoming contract when none is active',
      [
        contract('later', '2028-01-01'),
        contract('ended', '2019-01-01', '2019-12-31'),
        contract('sooner', '2027-01-01'),
      ],
      'sooner',
    ],
    [
      'the most recent past contract when only ended ones exist',
      [contract('old', '2010-01-01', '2012-12-31'), contract('recent', '2015-01-01', '2025-12-31')],
      'recent',
    ],
    [
      'the smallest id among upcoming contracts starting the same day',
      [contract('b', '2027-01-01'), contract('a', '2027-01-01')],
      'a',
    ],
  ] as const)('is %s', (_rule, contracts, expected) => {
    expect(currentContract(contracts, TODAY)?.id).toBe(expected);
  });
});
