import { buildIfStale } from './build.ts';
import { testEngines } from './engines.ts';

export default function setup(): void {
  buildIfStale();
  const engines = testEngines();
  const redis = process.env.REDIS_URL
    ? `Redis at ${process.env.REDIS_URL}`
    : 'no Redis (set REDIS_URL to include it)';
  process.stdout.write(
    `integration suite on: ${engines.join(', ')}${engines.includes('postgres') ? '' : ' (set DATABASE_URL to include PostgreSQL)'}; ${redis}\n`,
  );
}
