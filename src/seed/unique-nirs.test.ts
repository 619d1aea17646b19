import { describe, expect, it } from 'vitest';
import { collaboratorAt, type SeedShape } from './collaborators.ts';

const shapeOf = (collaborators: number): SeedShape => ({
  seed: 'nirs',
  collaborators,
  asOf: '2026-06-30',
  domain: 'example.invalid',
  establishments: [
    { id: 'est_1', city: 'Paris' },
    { id: 'est_2', city: 'Metz' },
  ],
});

describe('the NIRs of a generated organization', () => {
  it('one NIR per person: 100,000 generated collaborators have 100,000 different NIRs', () => {
    const shape = shapeOf(100_000);
    const nirs = new Set<string>();
    for (let i = 0; i < shape.collaborators; i++)
      nirs.add(collaboratorAt(shape, i).socialSecurityNumber ?? '');
    expect(nirs.size).toBe(shape.collaborators);
  }, 120_000);

  it('a person drawn again gets the same NIR, and another organization of the same seed the same NIRs', () => {
    const [a, b] = [shapeOf(2_000), shapeOf(2_000)];
    const first = Array.from({ length: 2_000 }, (_, i) => collaboratorAt(a, i).socialSecurityNumber);
    expect(Array.from({ length: 2_000 }, (_, i) => collaboratorAt(a, i).socialSecurityNumber)).toEqual(first);
    expect(Array.from({ length: 2_000 }, (_, i) => collaboratorAt(b, i).socialSecurityNumber)).toEqual(first);
  });
});
