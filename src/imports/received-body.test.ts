import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, receiveBody, removeReceived } from './received-body.ts';

const body = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)));

describe('a request body received into a private temporary file', () => {
  it('is kept whole in a file only its owner may read (0600), in a folder of its own (0700)', async () => {
    const received = await receiveBody(body('{"organization":', '{"id":"org_a"}}'), 1024);
    try {
      expect(fs.readFileSync(received.file, 'utf8')).toBe('{"organization":{"id":"org_a"}}');
      expect(fs.statSync(received.file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(received.folder).mode & 0o777).toBe(0o700);
      expect(received.byteCount).toBe(31);
      expect(received.sha256).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await removeReceived(received);
    }
    expect(fs.existsSync(received.folder)).toBe(false);
  });

  it('past its cap is refused whole, read to its end, and nothing of it is left', async () => {
    const before = new Set(fs.readdirSync(os.tmpdir()));
    const stream = body('x'.repeat(600), 'y'.repeat(600));
    await expect(receiveBody(stream, 1000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stream.readableEnded).toBe(true);
    const after = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('hrapi-import-'));
    expect(after.filter((n) => !before.has(n))).toEqual([]);
  });
});
