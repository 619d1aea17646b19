import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  etcdEnvironment,
  haproxyConfig,
  type PatroniPorts,
  patroniConfig,
} from '../../bench/patroni-config.ts';

// The Patroni soak's configuration comes from deploy/one-machine/ itself: these hold while those
// files change, without Patroni installed (the soak itself is not part of npm test).
const ports: PatroniPorts = {
  etcdClient: 41001,
  etcdPeer: 41002,
  pg: [41003, 41004],
  rest: [41005, 41006],
  haproxyPrimary: 41007,
  haproxyReplicas: 41008,
};
const dir = '/tmp/hrapi-patroni-test';

describe("the Patroni soak's configuration is deploy/one-machine's, on the soak's ports and folder", () => {
  it.each(['pg1', 'pg2'] as const)(
    '%s keeps the synchronous, fail-over-at-once settings of the deploy file',
    (member) => {
      const config = parse(patroniConfig(member, ports, dir));
      expect(config.name).toBe(member);
      expect(config.bootstrap.dcs.synchronous_mode).toBe(true);
      expect(config.bootstrap.dcs.primary_start_timeout).toBe(0);
      expect(config.bootstrap.dcs.postgresql.parameters.synchronous_commit).toBe('on');
    },
  );

  it('puts each member on its own ports of 127.0.0.1, its data, sockets and pgpass in the folder', () => {
    const [pg1, pg2] = (['pg1', 'pg2'] as const).map((m) => parse(patroniConfig(m, ports, dir)));
    expect(pg1.postgresql.listen).toBe('127.0.0.1:41003');
    expect(pg2.postgresql.connect_address).toBe('127.0.0.1:41004');
    expect(pg1.restapi.listen).toBe('127.0.0.1:41005');
    expect(pg2.restapi.connect_address).toBe('127.0.0.1:41006');
    expect(pg1.etcd3.hosts).toBe('127.0.0.1:41001');
    for (const [m, config] of [
      ['pg1', pg1],
      ['pg2', pg2],
    ]) {
      expect(config.postgresql.data_dir).toBe(`${dir}/${m}`);
      expect(config.postgresql.pgpass).toBe(`${dir}/${m}.pgpass`);
      expect(config.postgresql.parameters.unix_socket_directories).toBe(dir);
    }
  });

  it("HAProxy's checks and servers follow the soak's ports; no deploy port is left", () => {
    const cfg = haproxyConfig(ports);
    expect(cfg).toContain('bind 127.0.0.1:41007');
    expect(cfg).toContain('bind 127.0.0.1:41008');
    expect(cfg).toContain('server pg1 127.0.0.1:41003 maxconn 300 check port 41005');
    expect(cfg).toContain('server pg2 127.0.0.1:41004 maxconn 300 check port 41006');
    expect(cfg).toContain('option httpchk OPTIONS /primary');
    expect(cfg).not.toMatch(/:(5000|5001|5433|5434)\b|port (8008|8009)\b/);
  });

  it("etcd's environment is the deploy file's, on the soak's ports and folder", () => {
    const env = etcdEnvironment(ports, dir);
    expect(env.ETCD_LISTEN_CLIENT_URLS).toBe('http://127.0.0.1:41001');
    expect(env.ETCD_INITIAL_CLUSTER).toBe('local=http://127.0.0.1:41002');
    expect(env.ETCD_DATA_DIR).toBe(`${dir}/etcd`);
    expect(env.ETCD_ENABLE_V2).toBe('false');
  });
});
