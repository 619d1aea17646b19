import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.HRAPI_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgClusterOptions {
  /** The primary waits for the standby's flush before a commit returns (synchronous_standby_names). */
  synchronous?: boolean;
  /** Extra postgresql.conf lines for both servers. */
  settings?: Record<string, string | number>;
}

type Member = 'primary' | 'standby';

/**
 * A PostgreSQL primary and a streaming standby of its own (initdb, pg_basebackup -R, a replication
 * slot so a stopped standby can catch up), in a temporary folder owned by postgres, on free ports
 * of 127.0.0.1, trust auth, user postgres. It never touches the shared server at 5432.
 */
export interface PgCluster {
  readonly dir: string;
  readonly primaryPort: number;
  readonly standbyPort: number;
  /** postgres://postgres@127.0.0.1:PORT/DATABASE of the primary (database `postgres` by default). */
  primaryUrl(database?: string): string;
  standbyUrl(database?: string): string;
  /** Runs one statement on a member and returns its rows. */
  query<T = Record<string, unknown>>(member: Member, text: string, values?: unknown[]): Promise<T[]>;
  /** recovery_min_apply_delay on the standby (a PostgreSQL time: '2s', 0), applied by a reload. */
  setApplyDelay(delay: string | number): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  stopPrimary(mode?: 'fast' | 'immediate'): Promise<void>;
  startPrimary(): Promise<void>;
  /** kill -9 of the primary's postmaster (its backends exit on their own), as a crash would. */
  killPrimary(): Promise<void>;
  stopStandby(mode?: 'fast' | 'immediate'): Promise<void>;
  startStandby(): Promise<void>;
  /** pg_ctl promote of the standby, waiting until it accepts writes. */
  promoteStandby(): Promise<void>;
  /** Stops both servers (immediately) and deletes the folder. */
  stop(): Promise<void>;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-pg-cluster-'));
  const owner = postgresOwner();
  fs.chownSync(dir, owner.uid, owner.gid);
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const data = { primary: path.join(dir, 'primary'), standby: path.join(dir, 'standby') };
  const started = new Set<Member>();
  const cluster = clusterHandle(dir, data, primaryPort, standbyPort, started);
  try {
    await asPostgres('initdb', ['-D', data.primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '-N']);
    appendConf(data.primary, {
      ...baseSettings(dir, primaryPort),
      ...(options.synchronous ? { synchronous_standby_names: "'*'" } : {}),
      ...quoted(options.settings),
    });
    await cluster.startPrimary();
    await asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', data.standby],
      ...['-R', '-X', 'stream', '-c', 'fast', '-C', '-S', 'hrapi_standby'],
    ]);
    // The copied postgresql.conf is the primary's (its port, its wait for a synchronous standby,
    // which a promoted standby alone would wait for forever): the last setting wins.
    appendConf(data.standby, {
      port: standbyPort,
      cluster_name: "'hrapi_standby'",
      synchronous_standby_names: "''",
    });
    await cluster.startStandby();
    await cluster.waitForReplay();
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

function clusterHandle(
  dir: string,
  data: Record<Member, string>,
  primaryPort: number,
  standbyPort: number,
  started: Set<Member>,
): PgCluster {
  const url = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const start = async (member: Member) => {
    await asPostgres('pg_ctl', [
      '-D',
      data[member],
      '-l',
      path.join(dir, `${member}.log`),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started.add(member);
  };
  const stop = async (member: Member, mode: 'fast' | 'immediate') => {
    if (!started.has(member)) return;
    await asPostgres('pg_ctl', ['-D', data[member], '-m', mode, '-w', 'stop']).catch(() => undefined);
    started.delete(member);
  };
  const cluster: PgCluster = {
    dir,
    primaryPort,
    standbyPort,
    primaryUrl: (database) => url(primaryPort, database),
    standbyUrl: (database) => url(standbyPort, database),
    query: (member, text, values) =>
      queryOnce(url(member === 'primary' ? primaryPort : standbyPort), text, values),
    async setApplyDelay(delay) {
      const value = typeof delay === 'number' ? `${delay}ms` : delay;
      await cluster.query(
        'standby',
        `alter system set recovery_min_apply_delay = '${value.replace(/'/g, '')}'`,
      );
      await cluster.query('standby', 'select pg_reload_conf()');
      // A reload is asynchronous: wait until the standby's own setting shows the new value.
      await waitFor(async () => {
        const [row] = await cluster.query<{ v: string }>(
          'standby',
          "select current_setting('recovery_min_apply_delay') as v",
        );
        return normalizeDelay(row?.v) === normalizeDelay(value);
      }, 10_000);
    },
    async pauseReplay() {
      await cluster.query('standby', 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await cluster.query('standby', 'select pg_wal_replay_resume()');
    },
    async waitForReplay(timeoutMs = 30_000) {
      const [row] = await cluster.query<{ lsn: string }>(
        'primary',
        'select pg_current_wal_lsn()::text as lsn',
      );
      const target = row?.lsn;
      await waitFor(async () => {
        const [replayed] = await cluster.query<{ ok: boolean }>(
          'standby',
          'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as ok',
          [target],
        );
        return replayed?.ok === true;
      }, timeoutMs);
    },
    stopPrimary: (mode = 'fast') => stop('primary', mode),
    startPrimary: () => start('primary'),
    async killPrimary() {
      const pid = postmasterPid(data.primary);
      if (pid) process.kill(pid, 'SIGKILL');
      // Its backends notice the postmaster is gone and exit; wait until none holds the port.
      await waitFor(async () => !(await portOpen(primaryPort)), 30_000);
      started.delete('primary');
    },
    stopStandby: (mode = 'fast') => stop('standby', mode),
    startStandby: () => start('standby'),
    async promoteStandby() {
      await asPostgres('pg_ctl', ['-D', data.standby, '-w', '-t', '60', 'promote']);
      await waitFor(async () => {
        const [row] = await cluster.query<{ r: boolean }>('standby', 'select pg_is_in_recovery() as r');
        return row?.r === false;
      }, 30_000);
    },
    async stop() {
      await stop('standby', 'immediate');
      await stop('primary', 'immediate');
      for (const member of ['primary', 'standby'] as const) {
        const pid = postmasterPid(data[member]);
        if (pid) tryKill(pid);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

function baseSettings(dir: string, port: number): Record<string, string | number> {
  return {
    listen_addresses: "'127.0.0.1'",
    port,
    unix_socket_directories: `'${dir}'`,
    max_connections: 60,
    shared_buffers: "'32MB'",
    // Test clusters: durability against an OS crash is not what they prove.
    fsync: 'off',
    full_page_writes: 'off',
    wal_level: 'replica',
    max_wal_senders: 5,
    max_replication_slots: 5,
    hot_standby: 'on',
    hot_standby_feedback: 'on',
    wal_receiver_status_interval: "'1s'",
    logging_collector: 'off',
  };
}

function quoted(settings: Record<string, string | number> = {}): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(settings).map(([k, v]) => [k, typeof v === 'number' ? v : `'${v.replace(/'/g, "''")}'`]),
  );
}

function appendConf(dataDir: string, settings: Record<string, string | number>): void {
  const lines = Object.entries(settings).map(([k, v]) => `${k} = ${v}`);
  fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n# hrapi test cluster\n${lines.join('\n')}\n`);
}

function normalizeDelay(value: string | undefined): string {
  if (!value) return '';
  const match = /^(\d+)\s*(ms|s|min)?$/.exec(value.trim());
  if (!match) return value;
  const n = Number(match[1]);
  const factor = match[2] === 's' ? 1000 : match[2] === 'min' ? 60_000 : 1;
  return String(n * factor);
}

async function asPostgres(program: string, args: string[]): Promise<void> {
  try {
    await run('runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args], { cwd: os.tmpdir() });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} failed: ${stderr || stdout || String(error)}`);
  }
}

function postgresOwner(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function queryOnce<T>(url: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A server killed under the query reports here too; the query's own rejection says it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`pg-cluster: condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
