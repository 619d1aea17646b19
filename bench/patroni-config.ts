import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

/**
 * The soak's Patroni, etcd and HAProxy configuration, generated from deploy/one-machine/ (the
 * files an operator copies), with only what a throw-away cluster on a shared machine needs
 * changed: free ports on 127.0.0.1, a temporary folder for data, sockets and pgpass. Every other
 * setting (synchronous_mode, primary_start_timeout, the checks) is the deploy files' own.
 */
export const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy/one-machine');

export interface PatroniPorts {
  etcdClient: number;
  etcdPeer: number;
  /** PostgreSQL of pg1 and pg2. */
  pg: [number, number];
  /** Patroni's REST API of pg1 and pg2. */
  rest: [number, number];
  haproxyPrimary: number;
  haproxyReplicas: number;
}

export const MEMBERS = ['pg1', 'pg2'] as const;
export type MemberName = (typeof MEMBERS)[number];

type Yaml = Record<string, unknown>;

function section(config: Yaml, key: string): Yaml {
  const value = config[key];
  if (typeof value !== 'object' || value === null) throw new Error(`deploy file: no ${key} section`);
  return value as Yaml;
}

/** deploy/one-machine/patroni-<member>.yml with the soak's ports and folder. */
export function patroniConfig(member: MemberName, ports: PatroniPorts, dir: string): string {
  const config = parse(fs.readFileSync(path.join(DEPLOY, `patroni-${member}.yml`), 'utf8')) as Yaml;
  if (config.name !== member)
    throw new Error(`deploy/one-machine/patroni-${member}.yml names ${config.name}`);
  const index = MEMBERS.indexOf(member);
  const rest = `127.0.0.1:${ports.rest[index]}`;
  const pg = `127.0.0.1:${ports.pg[index]}`;
  Object.assign(section(config, 'restapi'), { listen: rest, connect_address: rest });
  Object.assign(section(config, 'etcd3'), { hosts: `127.0.0.1:${ports.etcdClient}` });
  const postgresql = section(config, 'postgresql');
  Object.assign(postgresql, {
    listen: pg,
    connect_address: pg,
    data_dir: path.join(dir, member),
    // Patroni writes a pgpass file: in the folder, not in the postgres user's home.
    pgpass: path.join(dir, `${member}.pgpass`),
    // Sockets in the folder too: /var/run/postgresql belongs to the machine's own server.
    parameters: { ...((postgresql.parameters as Yaml | undefined) ?? {}), unix_socket_directories: dir },
  });
  return stringify(config);
}

/** deploy/one-machine/etcd.conf (an environment file) as environment variables, ports and folder changed. */
export function etcdEnvironment(ports: PatroniPorts, dir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(DEPLOY, 'etcd.conf'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)="?([^"]*)"?\s*$/.exec(line.trim());
    if (!match?.[1]) continue;
    env[match[1]] = (match[2] ?? '')
      .replaceAll('127.0.0.1:2379', `127.0.0.1:${ports.etcdClient}`)
      .replaceAll('127.0.0.1:2380', `127.0.0.1:${ports.etcdPeer}`);
  }
  if (!env.ETCD_DATA_DIR) throw new Error('deploy/one-machine/etcd.conf: no ETCD_DATA_DIR');
  env.ETCD_DATA_DIR = path.join(dir, 'etcd');
  return env;
}

/** deploy/one-machine/haproxy.cfg with the soak's ports; every address it names must be found. */
export function haproxyConfig(ports: PatroniPorts): string {
  let text = fs.readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');
  const swaps: [string, string][] = [
    ['127.0.0.1:5000', `127.0.0.1:${ports.haproxyPrimary}`],
    ['127.0.0.1:5001', `127.0.0.1:${ports.haproxyReplicas}`],
    ['127.0.0.1:5433', `127.0.0.1:${ports.pg[0]}`],
    ['127.0.0.1:5434', `127.0.0.1:${ports.pg[1]}`],
    ['check port 8008', `check port ${ports.rest[0]}`],
    ['check port 8009', `check port ${ports.rest[1]}`],
  ];
  for (const [from, to] of swaps) {
    if (!text.includes(from)) throw new Error(`deploy/one-machine/haproxy.cfg no longer names ${from}`);
    text = text.replaceAll(from, to);
  }
  return text;
}
