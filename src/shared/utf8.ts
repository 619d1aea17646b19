import { isUtf8 } from 'node:buffer';

const continuation = (byte: number | undefined) => byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/**
 * The byte offset of the first sequence that is not well-formed UTF-8 (RFC 3629: no overlong
 * forms, no surrogates, nothing past U+10FFFF), or undefined when every byte is fine.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  if (isUtf8(bytes)) return undefined;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const b1 = bytes[i + 1];
    let length = 0;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b === 0xe0) length = b1 !== undefined && b1 >= 0xa0 && b1 <= 0xbf ? 3 : 0;
    else if (b === 0xed) length = b1 !== undefined && b1 >= 0x80 && b1 <= 0x9f ? 3 : 0;
    else if (b >= 0xe1 && b <= 0xef) length = 3;
    else if (b === 0xf0) length = b1 !== undefined && b1 >= 0x90 && b1 <= 0xbf ? 4 : 0;
    else if (b >= 0xf1 && b <= 0xf3) length = 4;
    else if (b === 0xf4) length = b1 !== undefined && b1 >= 0x80 && b1 <= 0x8f ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) if (!continuation(bytes[i + k])) return i;
    i += length;
  }
  return undefined;
}
