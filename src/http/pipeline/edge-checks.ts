import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uuidv7 } from '../../shared/ids.ts';
import { sendError } from '../error-handler.ts';
import { ApiError, errorBody } from '../errors.ts';
import { trackConnectionRequests } from '../transport-errors.ts';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a fresh UUIDv7. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : uuidv7();
}

/**
 * A request whose `Expect` is not `100-continue`: Node answers 417 with an empty body by itself.
 * This answers it with the documented body and a request id (417 Expectation Failed, code
 * invalid_parameter naming the header), then closes: the body that may follow is never read.
 */
function refuseExpectations(app: FastifyInstance): void {
  app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    const error = new ApiError('invalid_parameter', 'the Expect header may only be 100-continue', [
      { in: 'header', name: 'expect', message: 'only 100-continue is supported' },
    ]);
    const body = JSON.stringify({ ...errorBody(error, requestId), status: 417, title: 'Expectation Failed' });
    res.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-request-id': requestId,
      connection: 'close',
    });
    res.end(body);
  });
}

/**
 * An HTTP/1.1 request without `Host` (RFC 9112 §3.2): Node's own check answers a bare 400 with no
 * body and no request id, so the server turns it off (`requireHostHeader: false`, see
 * `hostlessRequestsReachTheEdge`) and this hook refuses it with the documented body instead, on
 * every path, before authentication or any route runs, and closes the connection as Node did.
 */
function requireHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const { raw } = request;
    if (raw.headers.host !== undefined || raw.httpVersionMajor !== 1 || raw.httpVersionMinor !== 1) return;
    reply.header('connection', 'close');
    // Rendered here, not thrown: a transport refusal has the API's body on every path (the
    // console's pages included), like the parser's refusals above.
    return sendError(
      reply,
      new ApiError('invalid_parameter', 'an HTTP/1.1 request must carry a Host header', [
        { in: 'header', name: 'host', message: 'is required in HTTP/1.1' },
      ]),
    );
  });
}

/**
 * While the server stops, requests that still arrive (pipelined, or on a kept-alive connection) get
 * a 503 with the documented body and `Connection: close`, so a load balancer sends them elsewhere.
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError('service_unavailable', 'the server is shutting down; retry shortly', undefined, {
      'Retry-After': '1',
    });
  });
}

/**
 * What every request meets first, on every path: its id and `Cache-Control: no-store` on the
 * answer, then the refusals of requests that are not HTTP this server serves (no Host, an Expect
 * other than 100-continue, a request arriving while the server stops). The parser's own refusals
 * (src/http/transport-errors.ts) find their request through the connection tracking installed here.
 */
export async function checkEdge(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
  });
  requireHost(app);
  refuseWhileClosing(app);
  refuseExpectations(app);
  trackConnectionRequests(app);
}

export const edgeChecks = fp(checkEdge, { name: 'edge-checks' });
