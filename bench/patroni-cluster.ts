import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  etcdEnvironment,
  haproxyConfig,
  MEMBERS,
  type MemberName,
  type PatroniPorts,
  patroniConfig,
} from './patroni-config.ts';
import { freePort } from './soak-server.ts';

/** What the soak needs installed (Debian 12: patroni, etcd-server, haproxy, postgresql-15). */
export const PATRONI_BINARIES = [
  '/usr/bin/patroni',
  '/usr/bin/etcd',
  '/usr/sbin/haproxy',
  '/usr/lib/postgresql/15/bin/postgres',
] as const;

export function missingBinaries(): string[] {
  return PATRONI_BINARIES.filter((file) => !fs.existsSync(file));
}

export interface ClusterMember {
  name: MemberName;
  role: string;
  state: string;
}

/**
 * etcd, two Patroni-managed PostgreSQL 15 servers and HAProxy, generated from deploy/one-machine/,
 * on free ports of 127.0.0.1 in a temporary folder owned by postgres; never the machine's own
 * server. Each process runs in a process group of its own, so that stop() (and, on an abrupt exit,
 * the exit hook) ends exactly these and nothing else.
 */
export class PatroniCluster {
  private readonly children: ChildProcess[] = [];
  private stopped = false;
  private readonly onExit = () => this.killNow();

  private constructor(
    readonly dir: string,
    readonly ports: PatroniPorts,
    private readonly superuserPassword: string,
  ) {
    process.on('exit', this.onExit);
  }

  static async start(): Promise<PatroniCluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-patroni-'));
    const owner = postgresOwner();
    fs.chownSync(dir, owner.uid, owner.gid);
    fs.chmodSync(dir, 0o700);
    const ports: PatroniPorts = {
      etcdClient: await freePort(),
      etcdPeer: await freePort(),
      pg: [await freePort(), await freePort()],
      rest: [await freePort(), await freePort()],
      haproxyPrimary: await freePort(),
      haproxyReplicas: await freePort(),
    };
    const cluster = new PatroniCluster(dir, ports, randomBytes(18).toString('hex'));
    try {
      await cluster.boot(owner);
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  private async boot(owner: { uid: number; gid: number }): Promise<void> {
    this.spawnAsPostgres('etcd', '/usr/bin/etcd', [], etcdEnvironment(this.ports, this.dir));
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${this.ports.etcdClient}/health`)).ok,
      30_000,
      'etcd',
    );
    const env = {
      PATRONI_SUPERUSER_PASSWORD: this.superuserPassword,
      PATRONI_REPLICATION_PASSWORD: randomBytes(18).toString('hex'),
    };
    for (const member of MEMBERS) {
      const file = path.join(this.dir, `${member}.yml`);
      fs.writeFileSync(file, patroniConfig(member, this.ports, this.dir), { mode: 0o600 });
      fs.chownSync(file, owner.uid, owner.gid);
      this.spawnAsPostgres(member, '/usr/bin/patroni', [file], env);
      // pg1 bootstraps the cluster (initdb) before pg2 asks to be its copy.
      if (member === 'pg1')
        await this.waitUntil((m) => m.some((x) => x.role === 'leader'), 120_000, 'a leader');
    }
    const cfg = path.join(this.dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(this.ports));
    this.spawnAsPostgres('haproxy', '/usr/sbin/haproxy', ['-db', '-f', cfg], {});
  }

  private spawnAsPostgres(name: string, program: string, args: string[], env: Record<string, string>): void {
    const log = fs.openSync(path.join(this.dir, `${name}.log`), 'a');
    const child = spawn('runuser', ['-u', 'postgres', '--', program, ...args], {
      cwd: this.dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', log, log],
      detached: true,
    });
    fs.closeSync(log);
    this.children.push(child);
  }

  /** The members as Patroni's REST API of any member that answers says. */
  async members(): Promise<ClusterMember[]> {
    for (const port of this.ports.rest) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/cluster`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (!answer.ok) continue;
        const body = (await answer.json()) as { members?: ClusterMember[] };
        return body.members ?? [];
      } catch {
        // That member's Patroni is busy or down: ask the other.
      }
    }
    return [];
  }

  async leader(): Promise<MemberName | undefined> {
    return (await this.members()).find((m) => m.role === 'leader')?.name;
  }

  async waitUntil(check: (members: ClusterMember[]) => boolean, timeoutMs: number, what: string) {
    await waitFor(async () => check(await this.members()), timeoutMs, what);
  }

  /** A leader, a synchronous standby streaming from it, and HAProxy's primary port on the leader. */
  async waitHealthy(timeoutMs: number): Promise<MemberName> {
    const started = Date.now();
    await this.waitUntil(
      (m) =>
        m.some((x) => x.role === 'leader' && x.state === 'running') &&
        m.some((x) => x.role === 'sync_standby' && ['running', 'streaming'].includes(x.state)),
      timeoutMs,
      'a leader and a synchronous standby',
    );
    const leader = await this.leader();
    if (!leader) throw new Error('the leader went away');
    const port = this.pgPort(leader);
    await waitFor(
      async () =>
        (await queryOnce(this.url(this.ports.haproxyPrimary), 'select inet_server_port() as p'))[0]?.p ===
        port,
      Math.max(5_000, timeoutMs - (Date.now() - started)),
      'HAProxy on the leader',
    );
    return leader;
  }

  /** postgres://postgres:…@127.0.0.1:PORT/DATABASE: HAProxy's primary port, or a member's own. */
  url(port: number, database = 'postgres'): string {
    return `postgres://postgres:${this.superuserPassword}@127.0.0.1:${port}/${database}`;
  }

  memberUrl(member: MemberName, database?: string): string {
    return this.url(this.pgPort(member), database);
  }

  pgPort(member: MemberName): number {
    return member === 'pg1' ? this.ports.pg[0] : this.ports.pg[1];
  }

  /** kill -9 of a member's postmaster, as a crash would; its Patroni lives on and sees it. */
  killPostmaster(member: MemberName): number {
    const pid = postmasterPid(path.join(this.dir, member));
    if (!pid) throw new Error(`${member} has no postmaster.pid`);
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  async versions(): Promise<Record<string, string>> {
    const first = (program: string, args: string[]) =>
      execFileSync(program, args, { encoding: 'utf8' }).split('\n')[0]?.trim() ?? '';
    return {
      patroni: first('/usr/bin/patroni', ['--version']),
      etcd: first('/usr/bin/etcd', ['--version']),
      haproxy: first('/usr/sbin/haproxy', ['-v']),
      postgresql: first('/usr/lib/postgresql/15/bin/postgres', ['--version']),
    };
  }

  /** Patroni stops its PostgreSQL on SIGTERM; what is still there after 20 s is killed; the folder goes. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    const patronis = this.children.filter((c) => c.exitCode === null && c.signalCode === null);
    for (const child of patronis) signalGroup(child, 'SIGTERM');
    await Promise.race([
      Promise.all(patronis.map((c) => new Promise((resolve) => c.once('exit', resolve)))),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
    this.killNow();
  }

  /** Synchronous, for the exit hook too: every group started here and every postmaster, then the folder. */
  private killNow(): void {
    if (this.stopped) return;
    this.stopped = true;
    process.off('exit', this.onExit);
    for (const child of this.children) signalGroup(child, 'SIGKILL');
    for (const member of MEMBERS) {
      const pid = postmasterPid(path.join(this.dir, member));
      if (pid && isPostgres(pid)) tryKill(pid);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function tryKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A pid from a stale postmaster.pid may have been reused: kill it only if it is a postgres. */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function postgresOwner(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function queryOnce<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`patroni soak: ${what} not there within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
