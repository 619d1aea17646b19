import net from 'node:net';

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

/**
 * A TCP forwarder on 127.0.0.1 (random port) that a test controls, to put faults between the
 * server and PostgreSQL or Redis without touching the shared ones:
 * - `cut()` destroys every open connection (the peer sees a reset); new ones are still accepted;
 * - `pause()` black-holes: sockets stay open, bytes in either direction (and FINs) are dropped,
 *   never delivered later; new connections are accepted and black-holed too;
 * - `resume()` forwards again (what was dropped stays lost, as on a real network);
 * - `refuse()` stops listening (new connections get ECONNREFUSED), open ones are kept;
 *   `accept()` listens again on the same port;
 * - `pointAt(target)` sends new connections to another server and cuts the open ones, as a proxy
 *   that follows the primary (HAProxy on Patroni's checks) does once a standby is promoted.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<Pair>();
  private blackHoled = false;
  private constructor(
    private target: { host: string; port: number },
    public port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.accept();
    return proxy;
  }

  /** The same URL, with its host and port replaced by the proxy's. */
  static async inFrontOf(url: string): Promise<{ proxy: TcpProxy; url: string }> {
    const direct = new URL(url);
    const defaultPort = direct.protocol.startsWith('redis') ? 6379 : 5432;
    const proxy = await TcpProxy.start({
      host: direct.hostname,
      port: Number(direct.port || defaultPort),
    });
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    return { proxy, url: through.toString() };
  }

  /** Open connections, both sides counted once. */
  get connections(): number {
    return this.pairs.size;
  }

  async accept(): Promise<void> {
    if (this.server) return;
    const server = net.createServer({ allowHalfOpen: true }, (client) => this.forward(client));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
  }

  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    // close() waits for open connections to end; refusing new ones is immediate.
    if (server) server.close();
  }

  cut(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
  }

  pointAt(target: { host: string; port: number }): void {
    this.target = target;
    this.cut();
  }

  pause(): void {
    this.blackHoled = true;
  }

  resume(): void {
    this.blackHoled = false;
    // A side that closed during the black hole: the other learns it now, as from a reset.
    for (const pair of this.pairs) {
      if (pair.client.destroyed || pair.upstream.destroyed) this.drop(pair);
    }
  }

  async close(): Promise<void> {
    await this.refuse();
    this.cut();
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect({ host: this.target.host, port: this.target.port, allowHalfOpen: true });
    const pair = { client, upstream };
    this.pairs.add(pair);
    this.relay(client, upstream, pair);
    this.relay(upstream, client, pair);
  }

  private relay(from: net.Socket, to: net.Socket, pair: Pair): void {
    from.on('data', (chunk: Buffer) => {
      if (this.blackHoled || to.destroyed) return;
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
    from.on('end', () => {
      if (!this.blackHoled) to.end();
    });
    from.on('error', () => {});
    from.on('close', () => {
      if (!this.blackHoled) this.drop(pair);
    });
  }

  private drop(pair: Pair): void {
    pair.client.destroy();
    pair.upstream.destroy();
    this.pairs.delete(pair);
  }
}
