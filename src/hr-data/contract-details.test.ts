import { describe, expect, it } from 'vitest';
import {
  type ContractDetails,
  contractDetailColumns,
  contractDetailsOf,
  NO_CONTRACT_DETAILS,
} from './contract-details.ts';

const DETAILS: ContractDetails = {
  ...NO_CONTRACT_DETAILS,
  jobTitle: 'Comptable',
  workingTime: { unit: 'hour', quota: 121.33, referenceQuota: 151.67, arrangement: null, partTimeRate: 80 },
  classification: { position: 'Technicien', level: 'III', step: null, coefficient: '240' },
  trialPeriodDays: 60,
};

describe("a contract's details as stored", () => {
  it('read back as they were written', () => {
    expect(contractDetailsOf(contractDetailColumns(DETAILS))).toEqual(DETAILS);
    expect(contractDetailsOf(contractDetailColumns(NO_CONTRACT_DETAILS))).toEqual(NO_CONTRACT_DETAILS);
  });

  it.each([
    ['text that is not JSON', '{"unit":'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('read %s, edited by hand, as unknown', (_case, text) => {
    const columns = {
      ...contractDetailColumns(NO_CONTRACT_DETAILS),
      working_time: text,
      classification: text,
    };
    expect(contractDetailsOf(columns)).toEqual(NO_CONTRACT_DETAILS);
    expect(contractDetailsOf(columns)).toEqual(NO_CONTRACT_DETAILS);
  });

  it('read twice from the same text are two objects: changing one leaves the next read alone', () => {
    const columns = contractDetailColumns(DETAILS);
    const first = contractDetailsOf(columns);
    if (first.workingTime) first.workingTime.quota = 1;
    if (first.classification) first.classification.level = 'changed';
    expect(contractDetailsOf(columns)).toEqual(DETAILS);
  });

  it('read members left out of the stored text as null', () => {
    const columns = { ...contractDetailColumns(NO_CONTRACT_DETAILS), working_time: '{"unit":"day"}' };
    expect(contractDetailsOf(columns).workingTime).toEqual({
      unit: 'day',
      quota: null,
      referenceQuota: null,
      arrangement: null,
      partTimeRate: null,
    });
  });
});
