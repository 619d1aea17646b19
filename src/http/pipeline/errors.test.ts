import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderErrors } from './errors.ts';

/** The server's log lines, as pino writes them, for one app. */
async function loggedBy(thrown: Error): Promise<{ status: number; lines: { level: number; msg: string }[] }> {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(renderErrors);
  app.get('/fails', async () => {
    throw thrown;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { status: response.statusCode, lines: lines.filter((line) => line.level >= 40) };
}

describe('the log line of a failed request', () => {
  it('is a warning for a 503 (the store unreachable, as during a switch of primary), not an error', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { status, lines } = await loggedBy(unreachable);
    expect(status).toBe(503);
    expect(lines.map((line) => line.level)).toEqual([40]);
  });

  it('is an error for a 500 (a defect)', async () => {
    const { status, lines } = await loggedBy(new Error('something nobody expected'));
    expect(status).toBe(500);
    expect(lines.map((line) => line.level)).toEqual([50]);
  });
});
