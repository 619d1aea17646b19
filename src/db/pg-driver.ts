import { createRequire } from 'node:module';
import type PG from 'pg';

const require = createRequire(import.meta.url);
let driver: typeof PG | undefined;

/**
 * The PostgreSQL driver, loaded on first use: a SQLite start (the default, and every first start)
 * does not pay its import. Counts and sums come back as numbers, as SQLite gives them.
 */
export function pgDriver(): typeof PG {
  if (driver) return driver;
  const pg: typeof PG = require('pg');
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number.parseFloat(value));
  driver = pg;
  return pg;
}
