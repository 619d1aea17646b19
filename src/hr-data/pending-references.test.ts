import { describe, expect, it } from 'vitest';
import { PendingReferences } from './pending-references.ts';

describe('PendingReferences: references left to resolve once the document is read', () => {
  it('gives back, in document order, each reference whose id is still unknown, with its path', () => {
    const pending = new PendingReferences();
    pending.add('collaborators', 'col_9', 'collaborators', 0, '.managerId');
    pending.add('establishments', 'est_x', 'collaborators', 1, '.establishmentHistory[2].establishmentId');
    pending.add('collaborators', 'col_9', 'absences', 4, '.collaboratorId');
    pending.add('collaborators', 'col_8', 'workLocations', 7, '.collaboratorId');
    pending.add('teams', 'col_9', 'collaborators', 3, '.teamId');
    expect(pending.size).toBe(5);

    const known = new Set(['collaborators:col_8', 'teams:col_9']);
    const isKnown = (table: string, id: string) => known.has(`${table}:${id}`);
    // Each missing id once per table, whatever the number of references to it.
    expect(pending.missing(isKnown)).toEqual({
      establishments: ['est_x'],
      teams: [],
      collaborators: ['col_9'],
    });
    expect([...pending.unresolved(isKnown)]).toEqual([
      { table: 'collaborators', id: 'col_9', path: 'collaborators[0].managerId' },
      {
        table: 'establishments',
        id: 'est_x',
        path: 'collaborators[1].establishmentHistory[2].establishmentId',
      },
      { table: 'collaborators', id: 'col_9', path: 'absences[4].collaboratorId' },
    ]);
  });

  it('holds many references, growing as they come', () => {
    const pending = new PendingReferences();
    for (let i = 0; i < 5000; i++)
      pending.add('collaborators', `col_${i % 100}`, 'absences', i, '.collaboratorId');
    const unresolved = [...pending.unresolved((_table, id) => id !== 'col_42')];
    expect(unresolved).toHaveLength(50);
    expect(unresolved[49]).toEqual({
      table: 'collaborators',
      id: 'col_42',
      path: 'absences[4942].collaboratorId',
    });
  });
});
