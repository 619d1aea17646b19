import { hash } from 'node:crypto';
import { isRecord } from '../shared/guards.ts';

/** JSON with object keys sorted at every depth: `{b:1,a:2}` and `{a:2,b:1}` are one text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value) && !Buffer.isBuffer(value)) {
    const record = value;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the parts, base64url: a short, fixed-size digest of what identifies a request. */
export function digest(...parts: string[]): string {
  // One call on the joined text: the same bytes as hashing each part and its separator in turn.
  return hash('sha256', `${parts.join('\u0000')}\u0000`, 'base64url');
}
