import { STATUS_CODES } from 'node:http';
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
export function rawErrorResponse(error: ApiError, requestId: string): string {
  const body = JSON.stringify(errorBody(error, requestId));
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's HTTP parser refuses a request (headers or URL over 16 KiB, malformed request line) before
 * Fastify builds one. Fastify's default answer is a bare body, and logs the raw packet at trace,
 * Authorization header included: this one answers with the documented body and logs only the code.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = uuidv7();
  this.log.debug({ code: error.code, requestId }, 'unreadable request refused');
  const apiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError('invalid_parameter', 'the request line and headers exceed 16 KiB', [
          { in: 'header', name: '(headers)', message: 'must fit in 16 KiB with the URL' },
        ])
      : new ApiError('invalid_parameter', 'the request is not valid HTTP/1.1');
  if (socket.writable) socket.write(rawErrorResponse(apiError, requestId));
  socket.destroy();
}

/**
 * While the server stops, requests that still arrive (pipelined, or on a kept-alive connection) get
 * a 503 with the documented body and `Connection: close`, so a load balancer sends them elsewhere.
 */
export function installShutdownRefusal(app: FastifyInstance): void {
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
