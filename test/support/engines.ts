import type { Engine } from '../../src/db/store.ts';

/** SQLite always; PostgreSQL when DATABASE_URL names a server (CI sets it). */
export function testEngines(): Engine[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}
