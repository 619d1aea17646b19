import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { type DsnSource, LineLengthGuard } from '../dsn/lines.ts';

/** How long an uploaded DSN waits for its confirmation; the sweeper removes it after that. */
export const PENDING_MS = 30 * 60 * 1000;
/** A stored chunk: the most of a pending file the server holds at once while storing or reading it. */
export const CHUNK_BYTES = 1024 * 1024;
/** Between sweeps of abandoned uploads: one is gone at most a minute after its 30 minutes. */
const SWEEP_INTERVAL_MS = 60 * 1000;

/** The file is larger than the cap: nothing of it was kept. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

/** A line of the file is longer than the norm allows (MAX_LINE_BYTES): nothing of it was kept. */
export class UploadLineTooLongError extends Error {
  constructor(readonly line: number) {
    super(`line ${line} is longer than the norm allows`);
  }
}

/** The file did not arrive whole (the client left, or its form was cut short): nothing of it was kept. */
export class UploadBrokenError extends Error {
  constructor(readonly reason: unknown) {
    super('the file did not arrive whole');
  }
}

/** The file's pieces, a failure to receive them told apart from a failure to store them. */
async function* arriving(content: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncIterable<Buffer> {
  try {
    for await (const piece of content) yield piece;
  } catch (error) {
    throw new UploadBrokenError(error);
  }
}

/** Who uploaded: a pending upload is confirmed or cancelled by the same console user only. */
export interface UploadOwner {
  organizationId: string;
  consoleUserId: string;
}

export interface PendingUpload {
  id: string;
  fileName: string;
  byteCount: number;
  createdAt: string;
}

const idOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Streams an uploaded file into the store, in chunks of 1 MiB, and returns the token that names
 * it on the plan page (only its SHA-256 is stored). The chunks are written one statement each,
 * outside a transaction, so a slow client never holds the writer; a file that goes past
 * `maxBytes`, a line longer than the norm allows (a file without line breaks is no DSN), or a
 * client that leaves, removes what was written, and the sweeper removes what a crash left.
 * Nothing is written anywhere else: no temporary file.
 */
export async function keepUpload(
  db: Kysely<Database>,
  owner: UploadOwner,
  file: { name: string; content: AsyncIterable<Buffer> | Iterable<Buffer> },
  maxBytes: number,
  now: Date = new Date(),
): Promise<{ token: string; upload: PendingUpload }> {
  const token = randomBytes(24).toString('base64url');
  const upload: PendingUpload = {
    id: idOf(token),
    fileName: file.name,
    byteCount: 0,
    createdAt: now.toISOString(),
  };
  await db
    .insertInto('pending_uploads')
    .values({
      id: upload.id,
      organization_id: owner.organizationId,
      console_user_id: owner.consoleUserId,
      file_name: upload.fileName,
      byte_count: null,
      created_at: upload.createdAt,
    })
    .execute();
  try {
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (bytes: Buffer) => {
      await db.insertInto('pending_upload_chunks').values({ upload_id: upload.id, seq, bytes }).execute();
      seq++;
    };
    const lines = new LineLengthGuard();
    let tooLong: number | null = null;
    for await (const piece of arriving(file.content)) {
      upload.byteCount += piece.length;
      if (upload.byteCount > maxBytes) throw new UploadTooLargeError(maxBytes);
      // Past a line too long nothing more is kept, but the rest is read: a browser that sends
      // the whole body before reading the response would otherwise see the connection reset.
      tooLong ??= lines.check(piece);
      if (tooLong !== null) continue;
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const joined = Buffer.concat(pending, pendingBytes);
        await flush(joined.subarray(0, CHUNK_BYTES));
        pending = [joined.subarray(CHUNK_BYTES)];
        pendingBytes -= CHUNK_BYTES;
      }
    }
    if (tooLong !== null) throw new UploadLineTooLongError(tooLong);
    if (pendingBytes > 0) await flush(Buffer.concat(pending, pendingBytes));
    await db
      .updateTable('pending_uploads')
      .set({ byte_count: upload.byteCount })
      .where('id', '=', upload.id)
      .execute();
  } catch (error) {
    await dropUpload(db, upload.id);
    throw error;
  }
  return { token, upload };
}

/** The complete pending upload a token names, if it is this user's and younger than 30 minutes. */
export async function findUpload(
  db: Kysely<Database>,
  owner: UploadOwner,
  token: string,
  now: Date = new Date(),
): Promise<PendingUpload | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const row = await db
    .selectFrom('pending_uploads')
    .select(['id', 'file_name', 'byte_count', 'created_at'])
    .where('id', '=', idOf(token))
    .where('organization_id', '=', owner.organizationId)
    .where('console_user_id', '=', owner.consoleUserId)
    .where('created_at', '>', new Date(now.getTime() - PENDING_MS).toISOString())
    .executeTakeFirst();
  if (!row || row.byte_count === null) return null;
  return { id: row.id, fileName: row.file_name, byteCount: row.byte_count, createdAt: row.created_at };
}

/**
 * The pending file as the DSN import reads it: a chunk per statement, each pass from the start
 * (the import reads a file more than once). Reads are outside any transaction: on SQLite they go
 * to the reader connection, so the import's own write transaction does not wait for them.
 */
export function storedUploadSource(db: Kysely<Database>, upload: PendingUpload): DsnSource {
  return {
    name: upload.fileName,
    async *open() {
      for (let seq = 0; ; seq++) {
        const chunk = await db
          .selectFrom('pending_upload_chunks')
          .select('bytes')
          .where('upload_id', '=', upload.id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!chunk) return;
        yield chunk.bytes;
      }
    },
  };
}

export async function dropUpload(db: Kysely<Database>, id: string): Promise<void> {
  await writeTransaction({ db }, async (trx) => {
    await trx.deleteFrom('pending_upload_chunks').where('upload_id', '=', id).execute();
    await trx.deleteFrom('pending_uploads').where('id', '=', id).execute();
  });
}

/** Removes every upload older than 30 minutes at `now`, confirmed or not, complete or not. */
export async function sweepPendingUploads(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const old = await db
    .selectFrom('pending_uploads')
    .select('id')
    .where('created_at', '<=', new Date(now.getTime() - PENDING_MS).toISOString())
    .execute();
  for (const { id } of old) await dropUpload(db, id);
  return old.length;
}

/**
 * Sweeps abandoned uploads every minute, on every instance (a sweep that finds another's work
 * done deletes nothing), whether or not anyone comes back for them.
 */
export function startUploadSweeper(
  store: Pick<Store, 'db'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: { intervalMs?: number; now?: () => Date } = {},
): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= sweepPendingUploads(store.db, now())
      .then((swept) => {
        if (swept > 0) log.info({ swept }, 'pending DSN uploads swept');
      })
      .catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'sweeping pending uploads failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
