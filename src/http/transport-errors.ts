import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uuidv7 } from '../shared/ids.ts';
import { sendError } from './error-handler.ts';
import { ApiError, errorBody } from './errors.ts';

/**
 * Errors Fastify raises before any hook runs (a path that is not valid percent-encoding, a path
 * parameter longer than the router takes): the same body and headers as every other error. A path
 * parameter past the router's bound is an identifier too long, so it is the same 400 as one of 65.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  reply.header('cache-control', 'no-store');
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'a path parameter is longer than any identifier (at most 64 characters)'
      : 'the path is not a valid URL: check its percent-encoding';
  return sendError(
    reply,
    new ApiError('invalid_parameter', detail, [{ in: 'path', name: '(path)', message: detail }]),
  );
}

/** A complete HTTP response written on the socket, for errors Node's parser raises before Fastify sees a request. */
export function rawErrorResponse(error: ApiError, requestId: string, status = error.status): string {
  const title = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({
    ...errorBody(error, requestId),
    ...(status === error.status ? {} : { status, title }),
  });
  return [
    `HTTP/1.1 ${status} ${title}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The request each connection is on, with its response, for the parser's errors to find. */
const latest = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();

/** Remembers each connection's current request (a listener beside Fastify's own). */
export function trackConnectionRequests(app: FastifyInstance): void {
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    latest.set(req.socket, { req, res }),
  );
}

/** Runs `then` once `res` is written out (or its connection is gone), at most once. */
function afterResponse(res: ServerResponse, then: () => void): void {
  if (res.writableFinished || res.destroyed) {
    then();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  res.once('finish', once);
  res.once('close', once);
}

function parserRefusal(error: Error & { code?: string }, headersTimeoutMs: number): ApiError {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new ApiError('invalid_parameter', 'the request line and headers exceed 16 KiB', [
      { in: 'header', name: '(headers)', message: 'must fit in 16 KiB with the URL' },
    ]);
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiError(
      'invalid_parameter',
      `the request did not arrive in time (its headers within ${headersTimeoutMs / 1000} s, all of it within the request timeout)`,
    );
  }
  return new ApiError('invalid_parameter', 'the request is not valid HTTP/1.1');
}

/**
 * Node's HTTP parser refuses a request (headers or URL over 16 KiB, malformed framing, a client too
 * slow to send it) before Fastify builds one, or in the body of one already being answered.
 * Fastify's default answer is a bare body, and logs the raw packet at trace, Authorization header
 * included: this one answers with the documented body and logs only the code. One answer per
 * request: when the broken part is the body of a request that has its answer already (a GET with
 * a malformed chunked body), the connection just closes once that answer is out; an answer still
 * being written is never interleaved with. A timeout is a 408 (Request Timeout).
 */
export function clientErrorHandler(headersTimeoutMs: number) {
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = uuidv7();
    this.log.debug({ code: error.code, requestId }, 'unreadable request refused');
    const current = latest.get(socket);
    const close = () => {
      socket.end();
      setTimeout(() => socket.destroy(), 1_000).unref();
    };
    if (current && !current.req.complete && current.res.headersSent) {
      afterResponse(current.res, close);
      return;
    }
    const refuse = () => {
      const apiError = parserRefusal(error, headersTimeoutMs);
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : apiError.status;
      if (socket.writable) socket.write(rawErrorResponse(apiError, requestId, status));
      socket.destroy();
    };
    if (current?.req.complete) afterResponse(current.res, refuse);
    else refuse();
  };
}

/** Node's server option that lets a request without `Host` reach the edge checks' Host requirement (src/http/pipeline/edge-checks.ts). */
export const hostlessRequestsReachTheEdge = { requireHostHeader: false } as const;
