import { describe, expect, it } from 'vitest';
import { NotFound, Refused } from '../shared/domain-errors.ts';
import { fromDomainError } from './error-handler.ts';

describe('domain errors become answers in one place', () => {
  it('a NotFound is a 404 not_found naming what is missing', () => {
    const answer = fromDomainError(new NotFound('establishment'));
    expect(answer?.status).toBe(404);
    expect(answer?.code).toBe('not_found');
    expect(answer?.detail).toBe('establishment not found');
  });

  it('a refusal of the body is a 400 invalid_body with every problem and its path', () => {
    const problems = [{ in: 'body' as const, name: 'items[3].optionId', message: 'unknown option' }];
    const answer = fromDomainError(new Refused('nothing was written', problems));
    expect(answer?.status).toBe(400);
    expect(answer?.code).toBe('invalid_body');
    expect(answer?.errors).toEqual(problems);
  });

  it('a refusal of query or path parameters only is a 400 invalid_parameter', () => {
    const answer = fromDomainError(
      new Refused('startDate must not be after endDate', [
        { in: 'query', name: 'startDate', message: 'after endDate' },
      ]),
    );
    expect(answer?.code).toBe('invalid_parameter');
  });

  it('anything else is not a domain error', () => {
    expect(fromDomainError(new Error('boom'))).toBeUndefined();
  });
});
