import net from 'node:net';

export const BOUNDARY = '----hrapi-test-boundary';

/** The multipart body of the DSN form: one file part. */
export function dsnForm(name: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export interface Pushed {
  /** The status line's code, or null if no answer came. */
  status: number | null;
  /** What the client had sent of the body when the answer's first bytes came. */
  sentWhenAnswered: number | null;
  /** All the client managed to send before the server closed the connection (or it gave up). */
  sent: number;
  /** The server closed the connection before the whole body was sent. */
  closedEarly: boolean;
  answer: string;
}

/**
 * Sends a multipart upload over a raw socket, announcing `declared` bytes of body (or chunked,
 * when `declared` is null, then closed by the form's last boundary) and writing `bodyBytes` of it, 64 KiB at a time, at the pace the
 * server reads it. It goes on writing after the answer, to see whether the server closes the
 * connection or reads the rest.
 */
export async function pushUpload(
  baseUrl: string,
  path: string,
  options: {
    cookie?: string;
    declared: number | null;
    bodyBytes: number;
    head?: Buffer;
    /** A chunked body ends without the form's closing boundary: a file cut short. */
    unfinished?: boolean;
  },
): Promise<Pushed> {
  const url = new URL(baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const result: Pushed = { status: null, sentWhenAnswered: null, sent: 0, closedEarly: false, answer: '' };
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    if (result.sentWhenAnswered === null) result.sentWhenAnswered = result.sent;
    result.answer += chunk.toString('latin1');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(result.answer);
    if (status) result.status = Number(status[1]);
  });
  const ended = new Promise<void>((resolve) => {
    socket.on('close', () => {
      closed = true;
      resolve();
    });
    socket.on('error', () => {});
  });
  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    options.declared === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declared}`,
    ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
    '',
    '',
  ].join('\r\n');
  socket.write(headers);
  const head =
    options.head ??
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.dsn"\r\nContent-Type: text/plain\r\n\r\n`,
    );
  const filler = Buffer.alloc(64 * 1024, 0x41);
  const frame = (bytes: Buffer) =>
    options.declared === null
      ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
      : bytes;
  const deadline = Date.now() + 20_000;
  let next: Buffer = head;
  while (!closed && result.sent < options.bodyBytes && Date.now() < deadline) {
    const piece = next.subarray(0, Math.min(next.length, options.bodyBytes - result.sent));
    next = filler;
    result.sent += piece.length;
    if (!socket.write(frame(piece))) {
      await Promise.race([
        new Promise((resolve) => socket.once('drain', resolve)),
        ended,
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }
  if (!closed && options.declared === null) {
    if (options.unfinished !== true) socket.write(frame(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)));
    socket.write('0\r\n\r\n');
  }
  result.closedEarly = closed && result.sent < options.bodyBytes;
  // Wait for the answer (and the close it may bring), then let go.
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  socket.destroy();
  return result;
}
