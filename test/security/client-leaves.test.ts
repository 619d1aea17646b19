import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

/** Pino's levels: 30 info, 50 error. */
const INFO = 30;
const ERROR = 50;

describe('a client that leaves in the middle of its request body', () => {
  let testStore: TestStore | undefined;
  afterEach(async () => {
    await testStore?.drop();
    testStore = undefined;
  });

  /** The real app on a socket, its log lines captured as pino writes them. */
  async function listening() {
    testStore = await createTestStore('sqlite');
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...testStore.config, logLevel: 'info' },
      store: testStore.store,
      logDestination: { write: (line) => lines.push(line) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bound = app.server.address();
    const port = typeof bound === 'object' && bound ? bound.port : 0;
    const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    return { app, port, logged, db: testStore.store.db };
  }

  /** Sends the head and half of a declared body on a raw socket, then closes it without a word. */
  async function halfABody(port: number, head: string, half: string): Promise<void> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.write(`${head}Content-Length: ${2 * Buffer.byteLength(half) + 10}\r\n\r\n${half}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
  }

  async function untilLogged(logged: () => { level: number; msg: string }[], what: RegExp) {
    const deadline = Date.now() + 10_000;
    while (!logged().some((line) => what.test(line.msg)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it.each([
    ['a JSON body of the API', 'api'],
    ['a form of the console', 'console'],
  ] as const)('is logged at info, never at error nor as a 503 with a stack (%s)', async (_case, where) => {
    const { app, port, logged, db } = await listening();
    try {
      let head = `POST /console/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
      let half = 'email=someone%40example.test&password=';
      if (where === 'api') {
        await givenOrganization(db, 'org_leaves');
        const { secret } = await givenKey(
          db,
          'org_leaves',
          ['org:employee:health_insurance:manage'],
          'partner',
        );
        head =
          'PUT /api/public/v1/organizations/org_leaves/complementary-contracts/affiliations HTTP/1.1\r\n' +
          `Host: x\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json\r\n`;
        half = '{"establishmentId":"est_1","affiliations":[';
      }
      await halfABody(port, head, half);
      await untilLogged(logged, /closed the connection/);
      const lines = logged();
      expect(lines.filter((line) => /closed the connection/.test(line.msg))).toEqual([
        expect.objectContaining({
          level: INFO,
          code: 'client_left',
          msg: 'the client closed the connection before its request arrived whole',
        }),
      ]);
      expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
      // The request's own lines: the server's start may log a Redis warning of its own meanwhile.
      const request = lines.filter((line) => 'reqId' in line);
      expect(JSON.stringify(request)).not.toMatch(/service_unavailable|"stack"|ECONNRESET/);
    } finally {
      await app.close();
    }
  });
});
