import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { type CursorKeySet, loadCursorKeys } from './cursor-keys.queries.ts';

/**
 * A sealed cursor: `key id (4 bytes) | nonce (12) | AES-256-GCM ciphertext | tag (16)`, base64url.
 * The key id and a purpose label are authenticated with the payload, so a changed byte anywhere,
 * a cursor of another server's keys or one built by hand fails to open.
 *
 * The nonce is synthetic: an HMAC of the payload under a second key derived from the same
 * material. One position of one list seals to one cursor (answers stay byte-identical whether
 * kept or computed, on every instance), and two different payloads share a nonce only on an HMAC
 * collision, never by chance of a random draw repeated.
 */
const ID_BYTES = 4;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PURPOSE = Buffer.from('hrapi list cursor 1');

/** Why a cursor did not open: sealed with a key since retired, or not sealed by this store's keys. */
export type Unopened = 'retired' | 'forged';

interface LiveKey {
  id: number;
  /** AES-256-GCM key. */
  key: KeyObject;
  /** HMAC-SHA-256 key of the synthetic nonce. */
  nonceKey: KeyObject;
}

const derived = (material: Buffer, use: string) =>
  createSecretKey(Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), `hrapi cursor ${use}`, 32)));

/** The keys of one generation of the store, as key objects: sealing and opening cost no round trip. */
export class CursorSealer {
  private readonly current: LiveKey;
  private readonly byId: Map<number, KeyObject>;
  private readonly retired: ReadonlySet<number>;

  constructor(keys: CursorKeySet) {
    const live = keys.live.map(({ id, material }) => ({
      id,
      key: derived(material, 'sealing'),
      nonceKey: derived(material, 'nonce'),
    }));
    const [current] = live;
    if (!current) throw new Error('no live cursor key');
    this.current = current;
    this.byId = new Map(live.map(({ id, key }) => [id, key]));
    this.retired = keys.retired;
  }

  seal(payload: Buffer): string {
    const header = Buffer.alloc(ID_BYTES);
    header.writeUInt32BE(this.current.id);
    const nonce = createHmac('sha256', this.current.nonceKey)
      .update(header)
      .update(payload)
      .digest()
      .subarray(0, NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.concat([PURPOSE, header]));
    const sealed = Buffer.concat([
      header,
      nonce,
      cipher.update(payload),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return sealed.toString('base64url');
  }

  /** The payload of a cursor sealed by one of the live keys, or why not. */
  open(cursor: string): Buffer | Unopened {
    const sealed = Buffer.from(cursor, 'base64url');
    if (sealed.length <= ID_BYTES + NONCE_BYTES + TAG_BYTES) return 'forged';
    const id = sealed.readUInt32BE(0);
    const key = this.byId.get(id);
    if (!key) return this.retired.has(id) ? 'retired' : 'forged';
    const header = sealed.subarray(0, ID_BYTES);
    const nonce = sealed.subarray(ID_BYTES, ID_BYTES + NONCE_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.concat([PURPOSE, header]));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(sealed.subarray(ID_BYTES + NONCE_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      return 'forged';
    }
  }
}

/**
 * The cursor keys of one store, kept in memory under the store's key generation, which every
 * request reads with the organization's state (migration 0023 bumps it on every change of the
 * keys). A request passes the generation it read: the same one costs nothing, another reloads the
 * keys once (concurrent requests share the load), so a rotation or a retirement by any process is
 * seen by the next request on every instance.
 */
export class CursorKeyring {
  private kept: { generation: number; sealer: CursorSealer } | undefined;
  private loading: { generation: number; sealer: Promise<CursorSealer> } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  at(generation: number): CursorSealer | Promise<CursorSealer> {
    if (this.kept?.generation === generation) return this.kept.sealer;
    if (this.loading?.generation === generation) return this.loading.sealer;
    const sealer = loadCursorKeys(this.db).then((keys) => {
      const loaded = new CursorSealer(keys);
      // Loaded after the generation was read: at least as new as it, never older.
      if (this.kept === undefined || this.kept.generation <= generation)
        this.kept = { generation, sealer: loaded };
      return loaded;
    });
    const loading = { generation, sealer };
    this.loading = loading;
    const settle = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    sealer.then(settle, settle);
    return sealer;
  }
}

const keyrings = new WeakMap<Kysely<Database>, CursorKeyring>();

/** The keyring of a store, one per process and store. */
export function cursorKeyringOf(db: Kysely<Database>): CursorKeyring {
  let keyring = keyrings.get(db);
  if (!keyring) {
    keyring = new CursorKeyring(db);
    keyrings.set(db, keyring);
  }
  return keyring;
}
