import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './postgres-pool.ts';

function serverError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('from the server', 0, 'error');
  error.code = code;
  return error;
}

describe('which failures make the pool destroy a connection', () => {
  it.each([
    ['a client-side read timeout', new Error('Query read timeout'), true],
    ['a closed socket', new Error('Connection terminated unexpectedly'), true],
    ['a reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), true],
    ['the server shutting down (57P01)', serverError('57P01'), true],
    ['a connection exception (08006)', serverError('08006'), true],
    ['the idle-in-transaction timeout (25P03)', serverError('25P03'), true],
    ['a statement timeout (57014): the server answered, the connection is fine', serverError('57014'), false],
    ['a unique violation (23505)', serverError('23505'), false],
    ['a serialization failure (40001)', serverError('40001'), false],
  ])('%s: destroyed %s', (_name, error, destroyed) => {
    expect(isConnectionFailure(error)).toBe(destroyed);
  });
});
