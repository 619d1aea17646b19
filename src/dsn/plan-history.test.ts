import { describe, expect, it } from 'vitest';
import { assignEstablishment, type EstablishmentPeriod, reachingBack } from './plan-history.ts';

const period = (
  establishment_id: string,
  start_date: string,
  end_date: string | null,
): EstablishmentPeriod => ({
  establishment_id,
  start_date,
  end_date,
});

describe('the establishment history a monthly declaration writes', () => {
  it('opens a current period from the first day of the first month declared', () => {
    expect(assignEstablishment([], 'metz', '2026-03-01', '2026-03-31')).toEqual([
      period('metz', '2026-03-01', null),
    ]);
  });

  it('changes nothing when a period in the same establishment already covers the month', () => {
    expect(
      assignEstablishment([period('metz', '2026-03-01', null)], 'metz', '2026-04-01', '2026-04-30'),
    ).toBeNull();
  });

  it('a transfer ends the current period the day before its month and opens the new one', () => {
    expect(
      assignEstablishment([period('metz', '2026-03-01', null)], 'paris', '2026-05-01', '2026-05-31'),
    ).toEqual([period('metz', '2026-03-01', '2026-04-30'), period('paris', '2026-05-01', null)]);
  });

  it('an older month imported after a newer one runs on to the next known period, which it leaves alone', () => {
    expect(
      assignEstablishment([period('paris', '2026-05-01', null)], 'metz', '2026-03-01', '2026-03-31'),
    ).toEqual([period('metz', '2026-03-01', '2026-04-30'), period('paris', '2026-05-01', null)]);
  });

  it('a month inside a closed period of another establishment cuts it around the month', () => {
    expect(
      assignEstablishment(
        [period('metz', '2026-01-01', '2026-06-30'), period('paris', '2026-07-01', null)],
        'lyon',
        '2026-03-01',
        '2026-03-31',
      ),
    ).toEqual([
      period('metz', '2026-01-01', '2026-02-28'),
      period('lyon', '2026-03-01', '2026-03-31'),
      period('metz', '2026-04-01', '2026-06-30'),
      period('paris', '2026-07-01', null),
    ]);
  });

  it('joins the month to the periods of the same establishment around it', () => {
    expect(
      assignEstablishment(
        [period('metz', '2026-01-01', '2026-02-28'), period('metz', '2026-04-01', null)],
        'metz',
        '2026-03-01',
        '2026-03-31',
      ),
    ).toEqual([period('metz', '2026-01-01', null)]);
  });

  it('an older month imported after a newer one leaves the current period going on after it', () => {
    expect(
      assignEstablishment([period('paris', '2019-09-01', null)], 'metz', '2026-03-01', '2026-03-31', true),
    ).toEqual([
      period('paris', '2019-09-01', '2026-02-28'),
      period('metz', '2026-03-01', '2026-03-31'),
      period('paris', '2026-04-01', null),
    ]);
  });

  it('the first history of a person reaches back to their first contract in the first establishment declared', () => {
    const history = [period('metz', '2026-03-01', '2026-04-30'), period('paris', '2026-05-01', null)];
    expect(reachingBack(history, '2019-09-01')).toEqual([
      period('metz', '2019-09-01', '2026-04-30'),
      period('paris', '2026-05-01', null),
    ]);
    expect(reachingBack(history, '2026-04-01')).toEqual(history);
  });
});
