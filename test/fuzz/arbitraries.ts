import fc from 'fast-check';

/** The part of a JSON Schema (as the OpenAPI document renders the TypeBox schemas) we generate from. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

/** Ids that exist in the fuzzed organization: a mutated request still reaches the domain code. */
export interface KnownIds {
  organizationId: string;
  byName: Record<string, string[]>;
  /** Ids of another organization's rows: they must be as unknown as ids of nothing. */
  foreign: string[];
  /** Values of named fields that need more than their schema says (the fiche's XML). */
  byField?: Record<string, fc.Arbitrary<unknown>>;
}

const GIANT = 'x'.repeat(200_000);

/**
 * One character the text rule refuses (src/shared/text.ts): NUL, C0, DEL, C1, a lone surrogate,
 * U+FFFE or U+FFFF; tab, CR and LF too unless `whitespace` says the format allows them.
 */
export function controlCharacter(whitespace: 'tab-and-line-breaks' | 'none'): fc.Arbitrary<string> {
  const c0 = fc
    .integer({ min: 0, max: 0x1f })
    .filter((c) => whitespace === 'none' || (c !== 0x09 && c !== 0x0a && c !== 0x0d));
  return fc.oneof(
    c0.map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uFFFE', '\uFFFF'),
  );
}

/** `text` with a refused character put at a random place in it. */
export function withControlCharacter(
  text: string,
  whitespace: 'tab-and-line-breaks' | 'none',
): fc.Arbitrary<{ text: string; at: number; character: string }> {
  return fc
    .tuple(fc.integer({ min: 0, max: text.length }), controlCharacter(whitespace))
    .map(([at, character]) => ({ text: `${text.slice(0, at)}${character}${text.slice(at)}`, at, character }));
}

/** Strings an attacker tries: control characters, NUL, unicode edge cases, SQL and path text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'a\u0085b',
    'Pr\u0080voyance',
    '\u009b31m',
    'x\u007f',
    '\u001b[2J',
    '\uFFFE',
    '\uD800',
    '\uDFFF\uD800',
    '\uFEFF\uFEFFid',
    '𝕏'.repeat(70),
    "' or 1=1 --",
    '"; drop table collaborators; --',
    '../../etc/passwd',
    '%00',
    '%zz',
    '{{7*7}}',
    '<script>alert(1)</script>',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e18',
    '99999999999999999999',
    '0x10',
    '+5',
    ' 1',
    '1.',
    '1.0',
    '-1',
    '0',
    'null',
    'true',
    '[]',
    '{}',
    GIANT,
  ),
);

/** Numbers past every bound; JSON turns the non-finite ones into null. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1e18, -1e18, 2 ** 53 + 1, Number.MAX_VALUE, Number.MIN_VALUE, 1e308, 0.5),
);

/** Any JSON value of the wrong kind. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
);

function literalsOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.every((b) => b.enum)) return branches.flatMap((b) => b.enum ?? []);
  return undefined;
}

/** A value the schema accepts, or close to it, with known ids where a name says it is an id. */
export function validValue(schema: JsonSchema, name: string, ids: KnownIds): fc.Arbitrary<unknown> {
  const special = ids.byField && Object.hasOwn(ids.byField, name) ? ids.byField[name] : undefined;
  if (special) return special;
  const literals = literalsOf(schema);
  if (literals) return fc.constantFrom(...literals);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, name, ids)));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 1000, min + 1000) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, ids), { maxLength: 4 });
    case 'object':
      return objectOf(schema, ids, (s, n) => validValue(s, n, ids));
    default: {
      const known = Object.hasOwn(ids.byName, name) ? ids.byName[name] : undefined;
      if (known && known.length > 0) {
        return fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: fc.constantFrom('unknown_id', ...ids.foreign) },
        );
      }
      if (schema.pattern?.includes('\\d{4}-'))
        return fc.constantFrom('2026-03-16', '2026-02-30', '2026-12-31');
      if (schema.pattern?.includes('A-Za-z0-9_-')) return fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
      return fc.string({ maxLength: 20 });
    }
  }
}

function objectOf(
  schema: JsonSchema,
  _ids: KnownIds,
  value: (schema: JsonSchema, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc.record(Object.fromEntries(properties.map(([name, s]) => [name, value(s, name)])), {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
}

/**
 * A value of the schema with hostile leaves mixed in: wrong types, extreme numbers and strings,
 * unknown properties, missing required ones.
 */
export function mutatedValue(
  schema: JsonSchema,
  name: string,
  ids: KnownIds,
  depth = 0,
): fc.Arbitrary<unknown> {
  const mutate = (s: JsonSchema, n: string) => mutatedValue(s, n, ids, depth + 1);
  let shaped: fc.Arbitrary<unknown>;
  if (schema.type === 'object' && depth < 4) {
    shaped = fc
      .tuple(
        objectOf({ ...schema, required: [] }, ids, mutate),
        fc.dictionary(fc.string({ maxLength: 12 }), hostileJson, { maxKeys: 2 }),
      )
      .map(([known, unknown]) => ({ ...unknown, ...known }));
  } else if (schema.type === 'array' && depth < 4) {
    shaped = fc.oneof(
      fc.array(mutate(schema.items ?? {}, name), { maxLength: 5 }),
      // Past maxItems: the bound itself must be refused cleanly.
      fc.constant(null).map(() => Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => ({}))),
    );
  } else {
    shaped = validValue(schema, name, ids);
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 2, arbitrary: hostileJson });
}

/** Numbers as a query string carries them: only a plain decimal integer in range is one. */
export const NUMERIC_TEXT = [
  '1e18',
  '99999999999999999999',
  '9007199254740993',
  '-Infinity',
  'Infinity',
  'NaN',
  '-1',
  '0',
  '-0',
  '0x10',
  '1e1',
  '+5',
  ' 1',
  '1.',
  '1.0',
  '1_000',
  '\uFF12',
  '',
];

/** A query-string value for a parameter of this schema: valid, or one of the hostile strings. */
export function queryValue(schema: JsonSchema, name: string, ids: KnownIds): fc.Arbitrary<string> {
  const valid = validValue(schema, name, ids).map((v) => String(v));
  const hostile = hostileString.filter((s) => s.length < 10_000);
  if (schema.type !== 'integer' && schema.type !== 'number') return fc.oneof(valid, hostile);
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: fc.constantFrom(...NUMERIC_TEXT) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: hostile },
  );
}

/** Fiche XML that a parser must refuse without expanding, fetching or recursing. */
export const hostileXml: fc.Arbitrary<string> = fc.constantFrom(
  '<!DOCTYPE FICHE SYSTEM "file:///etc/passwd"><FICHE Version="133"/>',
  '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><FICHE>&c;</FICHE>',
  '<?xml version="1.0"?><!DOCTYPE FICHE [<!ENTITY x SYSTEM "http://127.0.0.1:1/x">]><FICHE>&x;</FICHE>',
  `${'<GROUPE>'.repeat(50_000)}${'</GROUPE>'.repeat(50_000)}`,
  `<FICHE Version="133" IdentifiantFiche="${'A'.repeat(900_000)}"/>`,
  `<FICHE ${Array.from({ length: 5_000 }, (_, i) => `a${i}="x"`).join(' ')}/>`,
  '<FICHE Version="133">\u0000</FICHE>',
  '<FICHE Version="133"><Entreprise SIREN="&#0;"/></FICHE>',
  '<FICHE Version="133"><![CDATA[',
  '<?xml version="1.0" encoding="UTF-7"?><FICHE/>',
  '\uFEFF\uFEFF<FICHE Version="133"/>',
  '<FICHE Version="133"><Entreprise SIREN="\uD800"/></FICHE>',
  '<FICHE Version="133"><Entreprise SIREN="552100554" RaisonSociale="A&#x85;"/></FICHE>',
  '<?xml version="1.1"?><FICHE Version="133"><Entreprise SIREN="552100554" RaisonSociale="A&#x1;"/></FICHE>',
  '',
  'not xml at all',
);

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * Cursors nobody sealed, each a 400 naming its parameter on every list (`cursor`) and on the
 * change feed (`after`): the clear formats of before with NUL bytes and hostile text, bytes that
 * look sealed, truncated and oversized ones.
 */
export const FORGED_CURSORS: readonly string[] = [
  b64('["abcdefghijklmnop","a\\u0000b","c","d"]'),
  b64('["abcdefghijklmnop","\u0000","\u0000","\u0000"]'),
  b64('["abcdefghijklmnop","dupont","jean","col_1"]'),
  b64('["abcdefghijklmnop","2026-01-01","abs_1"]'),
  b64('\u0000'),
  b64('1\u0000.00000000'),
  b64('1.0000000\u0000'),
  b64(
    Buffer.concat([Buffer.from([0, 0, 0, 1]), Buffer.alloc(12), Buffer.from('a\u0000b'), Buffer.alloc(16)]),
  ),
  b64(Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.alloc(64, 0xaa)])),
  b64(Buffer.alloc(33)),
  b64(Buffer.alloc(3000, 0x41)),
  'A',
  'AAAA',
  '_-_-',
];

/** The cursor with one bit changed in the middle: a sealed cursor so changed never opens. */
export function tamperedCursor(cursor: string): string {
  const bytes = Buffer.from(cursor, 'base64url');
  const at = Math.floor(bytes.length / 2);
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

/**
 * Cursors for the fuzz: forged ones, genuine ones of any list or of the feed (often used on
 * another list or filter), changed, cut or lengthened, and hostile text base64url-encoded.
 */
export function fuzzedCursor(genuine: readonly string[]): fc.Arbitrary<string> {
  const real = genuine.length > 0 ? fc.constantFrom(...genuine) : fc.constant('AAAA');
  return fc.oneof(
    fc.constantFrom(...FORGED_CURSORS),
    real,
    fc.tuple(real, fc.nat(), fc.integer({ min: 1, max: 255 })).map(([cursor, at, bits]) => {
      const bytes = Buffer.from(cursor, 'base64url');
      const i = at % Math.max(1, bytes.length);
      bytes[i] = (bytes[i] ?? 0) ^ bits;
      return bytes.toString('base64url');
    }),
    fc.tuple(real, fc.nat()).map(([cursor, cut]) => cursor.slice(0, cut % Math.max(1, cursor.length)) || 'A'),
    fc.tuple(real, fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/)).map(([cursor, tail]) => cursor + tail),
    hostileString.filter((s) => s.length < 1_000).map((s) => b64(s)),
    fc.uint8Array({ minLength: 1, maxLength: 120 }).map((bytes) => b64(Buffer.from(bytes))),
  );
}
