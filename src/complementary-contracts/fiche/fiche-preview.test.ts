import { describe, expect, it } from 'vitest';
import type { ComplementaryContract } from '../complementary-contracts.schema.ts';
import type { FicheContract } from './fiche-contracts.ts';
import { previewFiche } from './fiche-preview.ts';

const option = (optionCode: string, optionName: string) => ({
  optionCode,
  optionName,
  populationCode: 'CA',
  populationName: 'Cadres',
});
const fiche = (
  reference: string,
  options = [option('O1', 'Base')],
  contractName = 'Prévoyance',
): FicheContract => ({
  organismeCode: 'P0942',
  organismeDelegationCode: '',
  contractReference: reference,
  contractName,
  name: 'Groupe',
  options,
});
const stored = (id: string, contract: FicheContract): ComplementaryContract => ({
  id,
  ...contract,
  options: contract.options.map((o, i) => ({ id: `${id}_o${i}`, ...o })),
});

describe('previewFiche: what a fiche does to the stored contracts', () => {
  it.each<
    [string, ComplementaryContract[], FicheContract[], { create: number; unchanged: number; changed: number }]
  >([
    [
      'nothing stored: every contract is created',
      [],
      [fiche('A'), fiche('B')],
      { create: 2, unchanged: 0, changed: 0 },
    ],
    [
      'the same fiche again changes nothing',
      [stored('a', fiche('A'))],
      [fiche('A')],
      { create: 0, unchanged: 1, changed: 0 },
    ],
    [
      'a renamed contract changes',
      [stored('a', fiche('A'))],
      [fiche('A', undefined, 'Prévoyance 2026')],
      { create: 0, unchanged: 0, changed: 1 },
    ],
    [
      'an added option changes the contract',
      [stored('a', fiche('A'))],
      [fiche('A', [option('O1', 'Base'), option('O2', 'Famille')])],
      { create: 0, unchanged: 0, changed: 1 },
    ],
    [
      'an option the fiche no longer lists is kept: no change',
      [stored('a', fiche('A', [option('O1', 'Base'), option('O2', 'Famille')]))],
      [fiche('A')],
      { create: 0, unchanged: 1, changed: 0 },
    ],
    [
      'stored contracts the fiche does not name are left alone',
      [stored('a', fiche('A')), stored('z', fiche('Z'))],
      [fiche('A')],
      { create: 0, unchanged: 1, changed: 0 },
    ],
  ])('%s', (_rule, current, contracts, expected) => {
    const plan = previewFiche(current, contracts);
    expect({
      create: plan.create.length,
      unchanged: plan.update.filter((u) => u.change === null).length,
      changed: plan.update.filter((u) => u.change !== null).length,
    }).toEqual(expected);
  });

  it('says a renamed option before → after', () => {
    const plan = previewFiche([stored('a', fiche('A'))], [fiche('A', [option('O1', 'Base renforcée')])]);
    expect(plan.update[0]?.change?.options).toEqual([
      {
        optionCode: 'O1',
        populationCode: 'CA',
        change: 'renamed',
        before: { optionName: 'Base', populationName: 'Cadres' },
        after: { optionName: 'Base renforcée', populationName: 'Cadres' },
      },
    ]);
  });
});
