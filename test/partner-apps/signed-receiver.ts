import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A delivery as a partner app's endpoint receives it. */
export interface PartnerEvent {
  type: string;
  data: { organizationId: string; type: string; resourceId: string };
}

/** A receiver on 127.0.0.1 that verifies each delivery with an independent Standard Webhooks implementation. */
export async function signedReceiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    events: (secret: string) =>
      received.map((r) => new Webhook(secret).verify(r.body, r.headers) as PartnerEvent),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Polls `check` every 50 ms until it gives a value; the deadline is a hang guard, never a speed budget. */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  deadlineMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
