import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { normModule, normTable } from '../../scripts/dsn-norm.ts';

// The script that writes src/dsn/norm/ from the published transcription of the norm.
const SAMPLE = `
version: "P26V01"
segments:
  S21.G00.60:
    name: "ArretTravail"
    fields:
      S21.G00.60.001:
        name: "Motif"
        label: "Motif de l'arrêt"
        type: "X"
        length: 2
        options:
          01: "maladie"
          "19": "Deuil\\
            \\ d'enfant"
      S21.G00.60.002: { name: "DernierJour", label: "Date du dernier jour travaillé", type: "D", length: 8 }
`;

describe('the norm table script', () => {
  it('keeps each rubrique with its type, length, label and codes, an unquoted 01 staying 01', () => {
    expect(normTable('P26V01', parse(SAMPLE, { schema: 'failsafe' }))).toEqual({
      'S21.G00.60.001': {
        type: 'X',
        length: 2,
        label: "Motif de l'arrêt",
        codes: { '01': 'maladie', '19': "Deuil d'enfant" },
      },
      'S21.G00.60.002': { type: 'D', length: 8, label: 'Date du dernier jour travaillé' },
    });
  });

  it('stops on a document of another version or a field it does not understand', () => {
    expect(() => normTable('P25V01', parse(SAMPLE, { schema: 'failsafe' }))).toThrow(/P25V01/);
    const bad = SAMPLE.replace('length: 8', 'length: huit');
    expect(() => normTable('P26V01', parse(bad, { schema: 'failsafe' }))).toThrow(/S21.G00.60.002: length/);
  });

  it('writes a module naming the source and its commit', () => {
    const table = normTable('P26V01', parse(SAMPLE, { schema: 'failsafe' }));
    const text = normModule('P26V01', 'a'.repeat(40), table);
    expect(text).toContain(`Jikenlabs/open-neodes (Apache-2.0), commit ${'a'.repeat(40)}`);
    expect(text).toContain(`'19': 'Deuil d\\'enfant',`);
  });
});
