import type { FastifyRequest } from 'fastify';

/**
 * The client closed the connection before its request arrived whole: what failed is the request's
 * own stream (Node destroys it with `aborted`, ECONNRESET), not the server nor its store. Nobody is
 * left to read an answer, and anyone can do it at will, so it is no error of the server's.
 */
export function clientLeft(error: unknown, request: { raw?: { errored: Error | null } }): boolean {
  return error instanceof Error && request.raw?.errored === error;
}

/** What the log says of a client that left: one line at info, no stack (anyone can cause it). */
export function logClientLeft(request: FastifyRequest): void {
  request.log.info(
    { code: 'client_left' },
    'the client closed the connection before its request arrived whole',
  );
}
