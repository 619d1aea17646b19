import { describe, expect, it } from 'vitest';
import type { CollaboratorInput } from '../hr-data/document.schema.ts';
import { patched } from './collaborators.writes.ts';

const stored: CollaboratorInput = {
  id: 'c1',
  establishmentId: 'est_1',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.fr',
  phoneNumber: '+33612345678',
  address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
  contracts: [{ contractId: 'k1', startDate: '2024-01-02', natureContrat: 'permanent' }],
  establishmentHistory: [{ establishmentId: 'est_1', startDate: '2024-01-02', endDate: null }],
};

describe('a merge patch (RFC 7396) of a stored collaborator', () => {
  it.each([
    ['a member replaces the stored one', { lastName: 'Durand' }, { lastName: 'Durand' }],
    [
      'null removes a member: the document then writes null',
      { phoneNumber: null },
      { phoneNumber: undefined },
    ],
    [
      'an object merges member by member',
      { address: { city: 'Lyon', zipCode: null } },
      { address: { street: '1 rue de la Paix', city: 'Lyon', country: 'fr' } },
    ],
    [
      'an array replaces the stored one whole',
      { contracts: [{ contractId: 'k2', startDate: '2025-01-01', natureContrat: 'fixed_term' }] },
      { contracts: [{ contractId: 'k2', startDate: '2025-01-01', natureContrat: 'fixed_term' }] },
    ],
    [
      'removed contracts or history are an empty list, not an absent one (absent would keep them)',
      { contracts: null, establishmentHistory: null },
      { contracts: [], establishmentHistory: [] },
    ],
    ['an empty patch changes nothing', {}, {}],
  ] as const)('%s', (_rule, patch, expected) => {
    expect(patched(stored, patch)).toEqual({ ...stored, ...expected });
  });

  it('leaves the stored item as it was', () => {
    const before = structuredClone(stored);
    patched(stored, { address: { city: 'Lyon' }, contracts: null });
    expect(stored).toEqual(before);
  });
});
