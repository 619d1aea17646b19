// What the scripts that start `hrapi serve` share: a free port, and waiting for /readyz.
import net from 'node:net';

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The status of a GET, 0 when nothing answers within 2 s. */
export async function statusOf(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

/** Polls `<base>/readyz` every `intervalMs`: true once it answers 200, false if `child` exits or time runs out. */
export async function untilReady(base, child, { timeoutMs = 30_000, intervalMs = 100 } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (child.exitCode === null && performance.now() < deadline) {
    if ((await statusOf(`${base}/readyz`)) === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
