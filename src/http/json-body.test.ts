import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8 } from '../shared/utf8.ts';
import { loneSurrogateEscape } from './json-body.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('firstInvalidUtf8', () => {
  it.each([
    ['ASCII', text('{"a":1}')],
    ['accents and an emoji', text('{"nom":"Élodie 😀"}')],
    ['the last code point', bytes(0xf4, 0x8f, 0xbf, 0xbf)],
    ['nothing', bytes()],
  ])('finds nothing wrong in %s', (_case, input) => {
    expect(firstInvalidUtf8(input)).toBeUndefined();
  });

  it.each([
    ['a lone continuation byte', bytes(0x41, 0x80), 1],
    ['a truncated sequence', bytes(0x41, 0x42, 0xc3), 2],
    ['a lead byte followed by ASCII', bytes(0xc3, 0x28), 0],
    ['an overlong slash (C0 AF)', bytes(0x22, 0xc0, 0xaf), 1],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0xaf), 0],
    ['an overlong four-byte form', bytes(0xf0, 0x80, 0x80, 0xaf), 0],
    ['an encoded surrogate (ED A0 80)', bytes(0x61, 0x62, 0xed, 0xa0, 0x80), 2],
    ['a code point past U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), 0],
    ['a byte never used (FF)', bytes(0x7b, 0xff), 1],
  ])('finds %s at byte %s', (_case, input, offset) => {
    expect(firstInvalidUtf8(input)).toBe(offset);
  });
});

describe('loneSurrogateEscape', () => {
  it.each([
    ['a pair', String.raw`{"a":"\ud83d\ude00"}`],
    ['an escaped backslash before u', String.raw`{"a":"\\ud800"}`],
    ['ordinary escapes', String.raw`{"a":"\n\t\u00e9"}`],
  ])('accepts %s', (_case, json) => {
    expect(loneSurrogateEscape(json)).toBeUndefined();
  });

  it.each([
    ['a high surrogate alone', String.raw`{"a":"x\ud800"}`, 7],
    ['a high surrogate before a letter', String.raw`{"a":"\uD800a"}`, 6],
    ['a low surrogate alone', String.raw`{"a":"\udc00"}`, 6],
    ['two high surrogates', String.raw`{"a":"\ud800\ud800"}`, 6],
  ])('finds %s at index %s', (_case, json, index) => {
    expect(loneSurrogateEscape(json)).toBe(index);
  });
});
