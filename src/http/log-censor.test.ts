import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR, censorKeys, censorLine } from './log-censor.ts';
import { createLogger } from './logging.ts';

const SECRET = 'hrk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH012345';

describe('the log censor', () => {
  it.each([
    [
      'a key at the top of a line',
      { authorization: SECRET, route: '/x' },
      { authorization: CENSOR, route: '/x' },
    ],
    ['a key one level down', { req: { headers: { authorization: SECRET } } }, { req: { headers: CENSOR } }],
    [
      'every censored key',
      { a: { query: 'q', password: 'p', secret: 's', rawPacket: 'r' } },
      {
        a: { query: CENSOR, password: CENSOR, secret: CENSOR, rawPacket: CENSOR },
      },
    ],
    ['a line without any', { method: 'GET', status: 200, ms: 1.5 }, { method: 'GET', status: 200, ms: 1.5 }],
  ])('censors %s', (_name, line, expected) => {
    expect(censorLine(line, new Set())).toEqual(expected);
  });

  it('leaves a serialized key to its serializer, whose output it censors', () => {
    const line = { err: { headers: { authorization: SECRET } } };
    expect(censorLine(line, new Set(['err']))).toBe(line);
    expect(censorKeys(line.err)).toEqual({ headers: CENSOR });
  });

  it('copies only what it changes, and never changes what it was given', () => {
    const clean = { method: 'GET', nested: { route: '/x' } };
    expect(censorLine(clean, new Set())).toBe(clean);
    const given = { keep: { id: 1 }, context: { secret: SECRET } };
    const written = censorLine(given, new Set());
    expect(written.keep).toBe(given.keep);
    expect(given.context.secret).toBe(SECRET);
  });
});

describe('the logger of the app', () => {
  it('writes no secret passed by mistake: in a line, one level down, in bindings, in an error', async () => {
    const lines: string[] = [];
    const app = Fastify({ loggerInstance: createLogger('trace', { write: (line) => lines.push(line) }) });
    app.log.info({ authorization: `Bearer ${SECRET}` }, 'top');
    app.log.info({ context: { secret: SECRET, keep: 'visible' } }, 'nested');
    app.log.child({ headers: { authorization: SECRET } }).info('bindings');
    app.log.child({ caller: { password: SECRET } }).info('nested bindings');
    app.log
      .child({ reqId: 'r1' })
      .child({ headers: SECRET })
      .info({ context: { query: SECRET } }, 'child of a child');
    app.log.error({ err: { message: 'failed', query: `?key=${SECRET}`, rawPacket: SECRET } }, 'error');
    app.log.info({ req: { url: `/x?key=${SECRET}`, headers: { authorization: SECRET } } }, 'request');
    // As Fastify logs a reply (a 5xx, a stream closed early): its status only, never its request.
    app.log.error({ res: { statusCode: 500, request: { headers: { authorization: SECRET } } } }, 'reply');
    await app.close();
    expect(lines).toHaveLength(8);
    for (const line of lines) expect(line).not.toContain(SECRET);
    expect(lines.join('')).toContain('visible');
    expect(lines.join('')).toContain(CENSOR);
  });
});
