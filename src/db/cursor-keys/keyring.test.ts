import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CursorSealer } from './keyring.ts';

const key = (id: number) => ({ id, material: randomBytes(32) });
const payload = Buffer.from('the sort key of a row');

describe('cursor sealing', () => {
  it('opens what it sealed, with the current key or a previous live one', () => {
    const [older, newer] = [key(1), key(2)];
    const before = new CursorSealer({ live: [older], retired: new Set() });
    const after = new CursorSealer({ live: [newer, older], retired: new Set() });
    expect(after.open(before.seal(payload))).toEqual(payload);
    expect(after.open(after.seal(payload))).toEqual(payload);
    expect(Buffer.from(after.seal(payload), 'base64url').readUInt32BE(0)).toBe(2);
  });

  it('seals one payload to one cursor under a key, to another under another key, and nothing of it is readable', () => {
    const material = key(1);
    const sealer = new CursorSealer({ live: [material], retired: new Set() });
    const again = new CursorSealer({ live: [material], retired: new Set() });
    const [a, b] = [sealer.seal(payload), again.seal(payload)];
    expect(a).toBe(b);
    expect(new CursorSealer({ live: [key(1)], retired: new Set() }).seal(payload)).not.toBe(a);
    const other = sealer.seal(Buffer.from('the sort key of a roW'));
    // Another payload, another nonce (bytes 4 to 16).
    expect(Buffer.from(other, 'base64url').subarray(4, 16)).not.toEqual(
      Buffer.from(a, 'base64url').subarray(4, 16),
    );
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('sort key');
  });

  it('tells a cursor of a retired key from a forged one', () => {
    const old = key(1);
    const sealed = new CursorSealer({ live: [old], retired: new Set() }).seal(payload);
    const later = new CursorSealer({ live: [key(2)], retired: new Set([1]) });
    expect(later.open(sealed)).toBe('retired');
    expect(new CursorSealer({ live: [key(2)], retired: new Set() }).open(sealed)).toBe('forged');
  });

  it('refuses every changed byte, a cut and a cursor of other keys with the same number', () => {
    const sealer = new CursorSealer({ live: [key(1)], retired: new Set() });
    const sealed = Buffer.from(sealer.seal(payload), 'base64url');
    for (let i = 0; i < sealed.length; i++) {
      const changed = Buffer.from(sealed);
      changed[i] = (changed[i] ?? 0) ^ 0x80;
      expect(sealer.open(changed.toString('base64url')), `byte ${i}`).toMatch(/forged|retired/);
    }
    expect(sealer.open(sealed.subarray(0, sealed.length - 1).toString('base64url'))).toBe('forged');
    expect(sealer.open('')).toBe('forged');
    const foreign = new CursorSealer({ live: [key(1)], retired: new Set() });
    expect(foreign.open(sealed.toString('base64url'))).toBe('forged');
  });

  it('shows no key material when printed', () => {
    const material = randomBytes(32);
    const sealer = new CursorSealer({ live: [{ id: 1, material }], retired: new Set() });
    const printed = `${inspect(sealer, { depth: 10, showHidden: true })}${JSON.stringify(sealer)}`;
    expect(printed).not.toContain(material.toString('hex'));
    expect(printed).not.toContain(material.toString('base64'));
  });
});
