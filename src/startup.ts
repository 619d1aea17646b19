import { type Config, StartupError } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withLongStatements } from './db/postgres-pool.ts';
import { openStore, type Store, type StoreOptions } from './db/store.ts';

/** Node's system errors carry these; pg adds its SQLSTATE in `code` too. */
interface SystemError {
  code?: unknown;
  syscall?: unknown;
  hostname?: unknown;
  message?: unknown;
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as SystemError).code === 'string'
    ? ((error as SystemError).code as string)
    : '';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** No answer from the host: down, not listening, unknown name, or no route to it. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

/** Host, port, user and database of a connection URL: never its password. */
function endpointOf(
  raw: string,
  defaultPort: number,
): { host: string; port: string; user: string; db: string } {
  const url = new URL(raw);
  return {
    host: url.hostname || 'localhost',
    port: url.port || String(defaultPort),
    user: decodeURIComponent(url.username) || 'postgres',
    db: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
  };
}

/** The store failed to open or migrate: names DATABASE_URL or HRAPI_DATA_DIR when it is their fault. */
export function explainStoreFailure(
  error: unknown,
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): StartupError | undefined {
  const code = codeOf(error);
  if (config.databaseUrl) {
    const { host, port, user, db } = endpointOf(config.databaseUrl, 5432);
    if (code === '3D000') {
      return new StartupError(
        `DATABASE_URL names the database "${db}", which does not exist on ${host}:${port}: create it (createdb -h ${host} -p ${port} -U ${user} ${db}) or point DATABASE_URL at an existing one`,
      );
    }
    if (code === '28P01' || code === '28000') {
      return new StartupError(
        `DATABASE_URL: PostgreSQL at ${host}:${port} refused the user "${user}" (${messageOf(error)}): fix the user or password in DATABASE_URL`,
      );
    }
    if (UNREACHABLE.has(code) || /timeout.*connect|Connection terminated/i.test(messageOf(error))) {
      return new StartupError(
        `DATABASE_URL: PostgreSQL at ${host}:${port} does not answer (${code || messageOf(error)}): start it, or fix the host and port in DATABASE_URL`,
      );
    }
    return undefined;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new StartupError(
      `HRAPI_DATA_DIR: ${config.dataDir} is a file, or lies under one (${code}): set HRAPI_DATA_DIR to a directory`,
    );
  }
  if (code === 'ENOENT') {
    return new StartupError(
      `HRAPI_DATA_DIR: ${config.dataDir} cannot hold the store (ENOENT: no file can be created there, as under /proc): set HRAPI_DATA_DIR to a directory on a disk`,
    );
  }
  const sqlite = code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY');
  if (['EACCES', 'EPERM', 'EROFS', 'ENOSPC'].includes(code) || sqlite) {
    return new StartupError(
      `HRAPI_DATA_DIR: cannot write the store in ${config.dataDir} (${code}): give this user write access to it, or set HRAPI_DATA_DIR to a writable directory`,
    );
  }
  return undefined;
}

/** Opens the configured store and brings its schema up to date; explains why when it cannot. */
export async function openMigratedStore(config: Config, options: StoreOptions = {}): Promise<Store> {
  let store: Store;
  try {
    store = openStore(config, options);
  } catch (error) {
    throw explainStoreFailure(error, config) ?? error;
  }
  try {
    await withLongStatements(config.dbMigrationTimeoutMs, () => migrateToLatest(store));
  } catch (error) {
    await store.close().catch(() => {});
    throw explainStoreFailure(error, config) ?? error;
  }
  return store;
}

/** `listen` failed: the port is taken or privileged, or HOST is not an address of this machine. */
export function explainListenFailure(error: unknown, host: string, port: number): StartupError | undefined {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `PORT: ${host}:${port} is already in use by another process: stop that process, or set PORT (or --port) to a free port`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `PORT: listening on port ${port} needs privileges this user lacks: set PORT to 1024 or above (and put a proxy in front for 80/443)`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EADDRNOTAVAIL' || code === 'EAI_NONAME') {
    return new StartupError(
      `HOST: "${host}" is not an address of this machine (${code}): set HOST to one of its addresses, 127.0.0.1 for this machine only or 0.0.0.0 for every interface`,
    );
  }
  return undefined;
}

/**
 * Redis refused or could not be found at start. Running, the API serves without Redis when it goes
 * down (each process then counts on its own); at start an unreachable REDIS_URL is most often a
 * mistake in the setting, so the server does not start on it.
 */
export function explainRedisFailure(error: unknown, redisUrl: string): StartupError {
  const url = new URL(redisUrl);
  const where = `${url.hostname || 'localhost'}:${url.port || '6379'}`;
  const code = codeOf(error);
  return new StartupError(
    `REDIS_URL: Redis at ${where} cannot be used (${code || messageOf(error)}): start it, fix REDIS_URL, or unset it to count rate limits in each process (once running, the API keeps serving if Redis goes down)`,
  );
}
