import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A request body kept whole in a private temporary file: a folder 0700 of its own, the file 0600. */
export interface ReceivedFile {
  folder: string;
  file: string;
  byteCount: number;
  /** Hex SHA-256 of the bytes: what an Idempotency-Key's fingerprint compares. */
  sha256: string;
}

/** The body is larger than the endpoint accepts: nothing of it was kept. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the request body is larger than ${maxBytes} bytes`);
  }
}

export async function removeReceived(received: Pick<ReceivedFile, 'folder'>): Promise<void> {
  await fs.promises.rm(received.folder, { recursive: true, force: true });
}

/**
 * Streams a request body to a private temporary file, never holding more than a chunk of it in
 * memory. Past `maxBytes` nothing more is written, but the rest is read (and dropped): a client
 * that sends the whole body before reading the response would otherwise see its connection reset,
 * not the 413. A body that does not arrive whole removes what was written.
 */
export async function receiveBody(
  body: AsyncIterable<Buffer | string>,
  maxBytes: number,
): Promise<ReceivedFile> {
  // mkdtemp makes the folder 0700 with a name no other user can guess in advance.
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hrapi-import-'));
  const file = path.join(folder, 'body');
  const hash = createHash('sha256');
  let byteCount = 0;
  try {
    const handle = await fs.promises.open(file, 'wx', 0o600);
    try {
      for await (const piece of body) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
        byteCount += chunk.length;
        if (byteCount > maxBytes) continue;
        hash.update(chunk);
        for (let at = 0; at < chunk.length; ) {
          at += (await handle.write(chunk, at)).bytesWritten;
        }
      }
    } finally {
      await handle.close();
    }
    if (byteCount > maxBytes) throw new BodyTooLargeError(maxBytes);
  } catch (error) {
    await removeReceived({ folder });
    throw error;
  }
  return { folder, file, byteCount, sha256: hash.digest('hex') };
}
