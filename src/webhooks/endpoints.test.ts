import { describe, expect, it } from 'vitest';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { eventTypesOf, parseEventTypes } from './endpoints.ts';

describe('the event types of an endpoint', () => {
  it('keeps * as written, not as the types known today', () => {
    expect(parseEventTypes('*')).toEqual(['*']);
    expect(parseEventTypes(' * ')).toEqual(['*']);
  });

  it('reads * at fan-out as every type the feed has then', () => {
    expect(eventTypesOf('*')).toEqual([...CHANGE_TYPES]);
  });

  it('reads a list of types as those types, dropping any the feed no longer has', () => {
    expect(eventTypesOf('absence.created collaborator.deleted gone.type')).toEqual([
      'absence.created',
      'collaborator.deleted',
    ]);
  });

  it('refuses an unknown type by name', () => {
    expect(() => parseEventTypes('absence.created,nope.made')).toThrow(/unknown event type: nope\.made/);
  });
});
