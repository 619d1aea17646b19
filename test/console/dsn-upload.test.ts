import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import {
  CHUNK_BYTES,
  findUpload,
  keepUpload,
  PENDING_MS,
  startUploadSweeper,
  storedUploadSource,
  sweepPendingUploads,
  UploadTooLargeError,
} from '../../src/console/dsn-upload.ts';
import { openSession } from '../../src/console/sessions.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { contract, dsnText, establishment, header, individual, TEST_SIREN } from '../dsn/builder.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { BOUNDARY, pushUpload } from './upload-client.ts';

const ORG = 'org_uploads';
const PASSWORD = 'correct horse battery staple';
/** The cap of this server: small, so that going past it costs little. */
const CAP = 1024 * 1024;
/** What an anonymous or forged request announces: the 64 MiB a DSN may weigh in production. */
const LARGE = 64 * 1024 * 1024;
/**
 * The most of a refused body the server may take off the wire (about 100 KiB here: what it reads
 * before it pauses the socket), far below the body. No assertion leans on a tighter figure.
 */
const READ_BOUND = 8 * 1024 * 1024;
/**
 * The most a client may have sent when the answer comes: what the two sockets' buffers hold while
 * nobody reads (about 4 MiB on Linux's loopback), far below the body.
 */
const BUFFERED_BOUND = 16 * 1024 * 1024;

const validDsn = (month = '052026') =>
  Buffer.from(dsnText([...header(month), ...establishment(), ...individual(), ...contract()]), 'latin1');

describe.each(testEngines())('console DSN uploads on %s', (engine) => {
  let t: TestServer;
  let user: { id: string; organizationId: string };
  const sockets: net.Socket[] = [];
  const db = () => t.testStore.store.db;

  /** Bytes the server has read off all its connections so far. */
  const serverRead = () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
  const stored = async () => ({
    uploads: (await db().selectFrom('pending_uploads').select('id').execute()).map((r) => r.id).sort(),
    chunks: Number(
      (
        await db()
          .selectFrom('pending_upload_chunks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  });
  const signIn = async () => {
    const { token, session } = await openSession(db(), user);
    return { cookie: `hrapi_session=${token}`, csrf: session.csrfToken };
  };

  beforeAll(async () => {
    t = await startTestServer(engine, { dsnUploadMaxBytes: CAP });
    t.server.app.server.on('connection', (socket: net.Socket) => sockets.push(socket));
    await createOrganization(db(), { id: ORG, name: 'Uploads SAS', siren: TEST_SIREN });
    user = await createConsoleUser(
      db(),
      { organizationId: ORG, email: `admin-${engine}@uploads.test`, password: PASSWORD },
      CLI_ACTOR,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers an anonymous upload before reading its body, and closes the connection', async () => {
    const before = { read: serverRead(), stored: await stored() };
    const pushed = await pushUpload(t.baseUrl, '/console/dsn', { declared: LARGE, bodyBytes: LARGE });
    expect(pushed.status).toBe(303);
    expect(pushed.answer).toMatch(/location: \/console\/sign-in/i);
    expect(pushed.sentWhenAnswered ?? LARGE).toBeLessThan(BUFFERED_BOUND);
    expect(pushed.closedEarly).toBe(true);
    expect(serverRead() - before.read).toBeLessThan(READ_BOUND);
    expect(await stored()).toEqual(before.stored);
  });

  it('answers eight anonymous uploads of 64 MiB at once while reading next to nothing of them (the defect: 136 to 720 MB)', async () => {
    const before = serverRead();
    const pushed = await Promise.all(
      Array.from({ length: 8 }, () =>
        pushUpload(t.baseUrl, '/console/dsn', { declared: LARGE, bodyBytes: LARGE }),
      ),
    );
    expect(pushed.map((p) => [p.status, p.closedEarly])).toEqual(
      Array.from({ length: 8 }, () => [303, true]),
    );
    expect(serverRead() - before).toBeLessThan(READ_BOUND);
  });

  it('refuses an upload without the CSRF token in its query with 403 before reading its body, even with one in the body', async () => {
    const { cookie, csrf } = await signIn();
    const before = { read: serverRead(), stored: await stored() };
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.dsn"\r\n\r\n`,
    );
    for (const query of ['', '?_csrf=forged']) {
      const pushed = await pushUpload(t.baseUrl, `/console/dsn${query}`, {
        cookie,
        declared: LARGE,
        bodyBytes: LARGE,
        head,
      });
      expect(pushed.status).toBe(403);
      expect(pushed.sentWhenAnswered ?? LARGE).toBeLessThan(BUFFERED_BOUND);
      expect(pushed.closedEarly).toBe(true);
    }
    expect(serverRead() - before.read).toBeLessThan(2 * READ_BOUND);
    expect(await stored()).toEqual(before.stored);
  });

  it('refuses a declared length over the cap with 413 before reading the body, and keeps nothing', async () => {
    const { cookie, csrf } = await signIn();
    const before = await stored();
    const pushed = await pushUpload(t.baseUrl, `/console/dsn?_csrf=${csrf}`, {
      cookie,
      declared: LARGE,
      bodyBytes: LARGE,
    });
    expect(pushed.status).toBe(413);
    expect(pushed.answer).toContain('id="dsn-too-large"');
    expect(pushed.closedEarly).toBe(true);
    expect(await stored()).toEqual(before);
  });

  it('refuses a streamed file over the cap with 413 and the error, and keeps nothing of it', async () => {
    const { cookie, csrf } = await signIn();
    const before = await stored();
    const pushed = await pushUpload(t.baseUrl, `/console/dsn?_csrf=${csrf}`, {
      cookie,
      declared: null,
      bodyBytes: 4 * CAP,
    });
    expect(pushed.status).toBe(413);
    expect(pushed.answer).toContain('larger than 1 MiB');
    expect(pushed.answer).toContain('id="dsn-too-large"');
    expect(await stored()).toEqual(before);
  });

  it('refuses a file cut short with 400, and keeps nothing of it', async () => {
    const { cookie, csrf } = await signIn();
    const before = await stored();
    const pushed = await pushUpload(t.baseUrl, `/console/dsn?_csrf=${csrf}`, {
      cookie,
      declared: null,
      bodyBytes: CAP / 2,
      unfinished: true,
    });
    expect(pushed.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('keeps an upload in the store until it is confirmed, writes nothing under the temporary folder, and deletes it on confirmation', async () => {
    const { cookie, csrf } = await signIn();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-upload-test-'));
    const previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      expect(os.tmpdir()).toBe(tmp);
      const before = await stored();
      const form = new FormData();
      form.append('file', new Blob([validDsn()]), 'dsn-2026-05.dsn');
      const plan = await fetch(`${t.baseUrl}/console/dsn?_csrf=${csrf}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      const page = await plan.text();
      expect(plan.status).toBe(200);
      const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const digest = /name="digest" value="([^"]+)"/.exec(page)?.[1] ?? '';
      expect((await stored()).uploads).toHaveLength(before.uploads.length + 1);

      const confirmed = await fetch(`${t.baseUrl}/console/dsn/confirm`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: csrf, token, digest }).toString(),
      });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain('id="dsn-done"');
      expect(await stored()).toEqual(before);
      expect(fs.readdirSync(tmp, { recursive: true })).toEqual([]);
    } finally {
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('deletes a pending upload when it is cancelled, and refuses its confirmation after that', async () => {
    const { cookie, csrf } = await signIn();
    const before = await stored();
    const form = new FormData();
    form.append('file', new Blob([validDsn('062026')]), 'dsn-2026-06.dsn');
    const page = await (
      await fetch(`${t.baseUrl}/console/dsn?_csrf=${csrf}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
    ).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const digest = /name="digest" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const post = (action: string) =>
      fetch(`${t.baseUrl}/console/dsn/${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: csrf, token, digest }).toString(),
      });
    expect((await post('cancel')).status).toBe(303);
    expect(await stored()).toEqual(before);
    expect((await post('confirm')).status).toBe(409);
  });

  it('stores a file in chunks of 1 MiB and reads back the same bytes, on every pass', async () => {
    const bytes = Buffer.alloc(2 * CHUNK_BYTES + 12_345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 251;
    async function* pieces() {
      for (let at = 0; at < bytes.length; at += 65_536 + 3) yield bytes.subarray(at, at + 65_536 + 3);
    }
    const owner = { organizationId: ORG, consoleUserId: user.id };
    const { token, upload } = await keepUpload(
      db(),
      owner,
      { name: 'a.dsn', content: pieces() },
      4 * CHUNK_BYTES,
    );
    const found = await findUpload(db(), owner, token);
    expect(found).toEqual(upload);
    const source = storedUploadSource(db(), upload);
    for (let pass = 0; pass < 2; pass++) {
      const read: Buffer[] = [];
      for await (const chunk of source.open()) {
        expect(chunk.length).toBeLessThanOrEqual(CHUNK_BYTES);
        read.push(Buffer.from(chunk));
      }
      expect(Buffer.concat(read).equals(bytes)).toBe(true);
    }
    expect(await findUpload(db(), { ...owner, consoleUserId: 'someone_else' }, token)).toBeNull();
    await sweepPendingUploads(db(), new Date(Date.parse(upload.createdAt) + PENDING_MS));
  });

  it('removes what it had written of a file that goes past the cap', async () => {
    const before = await stored();
    async function* pieces() {
      for (let i = 0; i < 40; i++) yield Buffer.alloc(65_536, 0x42);
    }
    const owner = { organizationId: ORG, consoleUserId: user.id };
    await expect(
      keepUpload(db(), owner, { name: 'b.dsn', content: pieces() }, CHUNK_BYTES + 1),
    ).rejects.toThrow(UploadTooLargeError);
    expect(await stored()).toEqual(before);
  });

  it('runs the sweep in the background: an upload nobody comes back for is gone once its 30 minutes are over', async () => {
    const owner = { organizationId: ORG, consoleUserId: user.id };
    const { token, upload } = await keepUpload(
      db(),
      owner,
      { name: 'left.dsn', content: [Buffer.from('abandoned')] },
      CAP,
    );
    const later = new Date(Date.parse(upload.createdAt) + PENDING_MS + 60_000);
    const log = { info: () => {}, warn: () => {} };
    const sweeper = startUploadSweeper({ db: db() }, log, { intervalMs: 50, now: () => later });
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored()).uploads.includes(upload.id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await sweeper.stop();
    }
    expect((await stored()).uploads).not.toContain(upload.id);
    expect(await findUpload(db(), owner, token)).toBeNull();
  });

  it('sweeps a pending upload 30 minutes after it came, whether or not anyone comes back, and not before', async () => {
    const { cookie, csrf } = await signIn();
    const form = new FormData();
    form.append('file', new Blob([validDsn('072026')]), 'dsn-2026-07.dsn');
    const page = await (
      await fetch(`${t.baseUrl}/console/dsn?_csrf=${csrf}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
    ).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const owner = { organizationId: ORG, consoleUserId: user.id };
    const upload = await findUpload(db(), owner, token);
    if (!upload) throw new Error('the upload was not kept');
    const came = Date.parse(upload.createdAt);

    await sweepPendingUploads(db(), new Date(came + PENDING_MS - 1_000));
    expect(await findUpload(db(), owner, token, new Date(came + PENDING_MS - 1_000))).not.toBeNull();

    await sweepPendingUploads(db(), new Date(came + PENDING_MS));
    expect((await stored()).uploads).not.toContain(upload.id);
    expect(
      await db()
        .selectFrom('pending_upload_chunks')
        .select('seq')
        .where('upload_id', '=', upload.id)
        .execute(),
    ).toEqual([]);
  });
});
