import net from 'node:net';

/**
 * What the proxy does with one incoming connection: forward it to the server, hold it open
 * without ever answering, forward the request but lose the answer (the server did the work, the
 * client never hears of it), cut it at once (the client sees a network error), or answer 503 with
 * `Retry-After: 1` itself, as a load balancer without a healthy backend does.
 */
export type ConnectionFault =
  | 'forward'
  | 'hang'
  | 'lose-answer'
  | 'reset'
  | 'unavailable'
  /** The answer's first bytes reach the client, then the connection is cut (a stream broken midway). */
  | { cutAnswerAfter: number }
  /** The answer's first bytes reach the client, then nothing more while the connection stays open. */
  | { holdAnswerAfter: number };

const UNAVAILABLE =
  'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Type: text/plain\r\nContent-Length: 11\r\nConnection: close\r\n\r\nunavailable';

export interface FaultProxy {
  /** The server's base URL, through the proxy. */
  baseUrl: string;
  /** The next connections, in order, get these faults; later ones are forwarded. */
  failNext(...faults: ConnectionFault[]): void;
  /** Connections accepted so far. */
  connections(): number;
  stop(): Promise<void>;
}

/** Forwards the answer's first bytes, then cuts the connection or holds the rest back. */
function forwardSome(
  answer: net.Socket,
  client: net.Socket,
  fault: { cutAnswerAfter: number } | { holdAnswerAfter: number },
): void {
  let left = 'cutAnswerAfter' in fault ? fault.cutAnswerAfter : fault.holdAnswerAfter;
  answer.on('data', (chunk: Buffer) => {
    if (left <= 0) return;
    client.write(chunk.subarray(0, left));
    left -= chunk.length;
    if (left > 0) return;
    if ('cutAnswerAfter' in fault) client.resetAndDestroy();
    else answer.pause();
  });
}

/** A TCP proxy on 127.0.0.1 in front of a real server, to put faults between it and the client. */
export async function startFaultProxy(targetBaseUrl: string): Promise<FaultProxy> {
  const target = new URL(targetBaseUrl);
  const pending: ConnectionFault[] = [];
  const open = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((incoming) => {
    accepted++;
    open.add(incoming);
    incoming.on('close', () => open.delete(incoming));
    incoming.on('error', () => incoming.destroy());
    const fault = pending.shift() ?? 'forward';
    if (fault === 'reset') {
      incoming.resetAndDestroy();
      return;
    }
    if (fault === 'hang') return;
    if (fault === 'unavailable') {
      incoming.once('data', () => incoming.end(UNAVAILABLE));
      return;
    }
    const outgoing = net.connect(Number(target.port), target.hostname);
    open.add(outgoing);
    outgoing.on('close', () => open.delete(outgoing));
    outgoing.on('error', () => incoming.destroy());
    incoming.on('close', () => outgoing.destroy());
    if (fault !== 'lose-answer') outgoing.on('close', () => incoming.destroy());
    incoming.pipe(outgoing);
    if (fault === 'lose-answer') outgoing.resume();
    else if (typeof fault === 'object') forwardSome(outgoing, incoming, fault);
    else outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy has no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    failNext: (...faults) => pending.push(...faults),
    connections: () => accepted,
    async stop() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
