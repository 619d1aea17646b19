import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The largest DSN the console takes: a declaration of about 10,000 individuals. */
export const MAX_DSN_BYTES = 64 * 1024 * 1024;
/** How long an uploaded DSN waits for its confirmation. */
const PENDING_MS = 30 * 60 * 1000;

export interface UploadForm {
  _csrf?: string;
  token?: string;
  digest?: string;
  file?: { name: string; bytes: Buffer };
}

/**
 * A `multipart/form-data` body of the DSN form: its text fields and one file. Only what the
 * console's own form sends is read; anything else is ignored.
 */
export function parseMultipart(body: Buffer, contentType: string): UploadForm {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return {};
  const delimiter = Buffer.from(`--${marker}`);
  const form: UploadForm = {};
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const fileName = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (name === 'file' && fileName !== undefined)
        form.file = { name: fileName, bytes: Buffer.from(content) };
      else if (name === '_csrf' || name === 'token' || name === 'digest')
        form[name] = content.toString('utf8');
    }
    start = next;
  }
  return form;
}

/**
 * Uploaded DSNs wait for their confirmation in the system's temporary folder (0600 files, as they
 * hold NIRs), named by a hash of a random token bound to the organization: any server process of
 * the machine finds them, and nothing is written to the store before the confirmation.
 */
const fileOf = (organizationId: string, token: string) =>
  path.join(
    os.tmpdir(),
    `hrapi-dsn-${createHash('sha256').update(`${organizationId}\u0000${token}`).digest('hex')}.dsn`,
  );

export function keepUpload(organizationId: string, bytes: Buffer): string {
  const token = randomBytes(24).toString('base64url');
  fs.writeFileSync(fileOf(organizationId, token), bytes, { mode: 0o600 });
  return token;
}

export function pendingUpload(organizationId: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const file = fileOf(organizationId, token);
  try {
    const stat = fs.statSync(file);
    if (Date.now() - stat.mtimeMs > PENDING_MS) {
      fs.rmSync(file, { force: true });
      return null;
    }
    return file;
  } catch {
    return null;
  }
}

export function dropUpload(file: string): void {
  fs.rmSync(file, { force: true });
}
