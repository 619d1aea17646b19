import { isRecord } from './guards.ts';

/**
 * Text that cannot hurt: the one rule of which characters a stored text value may not hold,
 * whatever brought it (the HR data document, the DSN, the fiche de paramétrage, a JSON body).
 *
 * Refused: the C0 controls U+0000-U+001F (tab, LF and CR only where the format allows them), DEL
 * U+007F, the C1 controls U+0080-U+009F (what a Latin-1 or CP1252 file read in the wrong encoding
 * leaves behind), a lone surrogate (no UTF-8 store can hold it faithfully: PostgreSQL refuses it,
 * the driver would turn it into U+FFFD) and the noncharacters U+FFFE and U+FFFF (a byte-order mark
 * read backwards; XML forbids them). NUL is the one PostgreSQL cannot store in text at all: with
 * this rule both engines refuse the same values, in validation, before anything is written.
 *
 * U+FFFD is allowed: it is a real character that an honest encoder may write. What must not
 * happen is a decoder producing it silently, and every reader decodes fatally instead (JSON
 * bodies, the HR data document, the DSN's UTF-8 or ISO-8859-1).
 */

/** Tab, LF and CR: allowed where the format allows them (JSON, XML), refused where it cannot (DSN). */
export type Whitespace = 'tab-and-line-breaks' | 'none';

const FORBIDDEN: Record<Whitespace, RegExp> = {
  // With the u flag a surrogate range matches only a surrogate that is not half of a pair.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  'tab-and-line-breaks': /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/u,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  none: /[\0-\x1F\x7F-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/u,
};

export interface ForbiddenCharacter {
  codePoint: number;
  /** 1-based, in characters (code points) from the start of the value. */
  position: number;
}

/** The first character of `text` the rule refuses, or undefined: one regex test per value. */
export function forbiddenCharacter(text: string, whitespace: Whitespace): ForbiddenCharacter | undefined {
  const found = FORBIDDEN[whitespace].exec(text);
  if (found === null) return undefined;
  const codePoint = text.charCodeAt(found.index);
  return { codePoint, position: codePoints(text.slice(0, found.index)) + 1 };
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

function kindOf(codePoint: number): string {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'a lone surrogate';
  if (codePoint === 0xfffe || codePoint === 0xffff) return 'a noncharacter';
  return 'a control character';
}

/** Says what was found and where, never the value itself: `contains a control character (U+0000) at position 5`. */
export function describeForbidden(found: ForbiddenCharacter): string {
  return `contains ${kindOf(found.codePoint)} (${hex(found.codePoint)}) at position ${found.position}`;
}

/** The problem message for `text`, or undefined when the rule holds. */
export function textProblem(text: string, whitespace: Whitespace): string | undefined {
  const found = forbiddenCharacter(text, whitespace);
  return found === undefined ? undefined : describeForbidden(found);
}

const EVERY_FORBIDDEN = new RegExp(FORBIDDEN.none.source, 'gu');

/** `text` fit for a message or a terminal: each character the rule refuses written as `<U+001B>`. */
export function visible(text: string): string {
  return text.replace(EVERY_FORBIDDEN, (c) => `<${hex(c.charCodeAt(0))}>`);
}

/** Where a problem was found inside a JSON value, and what. */
export interface TextProblem {
  path: string;
  message: string;
}

const member = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/**
 * Every string of a parsed JSON value (and every property name) checked against the rule, each
 * problem with its JSON path from `at` (`collaborators[3].lastName`). A bad property name is said
 * of the object that holds it, never repeated: it may be anything. Paths are only spelt out for a
 * problem, so a clean record costs one regex test per string and nothing else.
 */
export function jsonTextProblems(value: unknown, at: string, whitespace: Whitespace): TextProblem[] {
  const problems: TextProblem[] = [];
  const forbidden = FORBIDDEN[whitespace];
  const trail: (string | number)[] = [];
  const report = (text: string, prefix: string) => {
    const path = trail.reduce<string>(
      (so, part) => (typeof part === 'number' ? `${so}[${part}]` : member(so, part)),
      at,
    );
    problems.push({ path, message: `${prefix}${textProblem(text, whitespace) ?? ''}` });
  };
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (forbidden.test(node)) report(node, '');
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        trail.push(i);
        walk(node[i]);
        trail.pop();
      }
    } else if (isRecord(node)) {
      const record = node;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        if (forbidden.test(key)) {
          report(key, 'has a property name that ');
          continue;
        }
        trail.push(key);
        walk(record[key]);
        trail.pop();
      }
    }
  };
  walk(value);
  return problems;
}

/**
 * Whether JSON text may hold a string the rule refuses: a raw forbidden character, or an escape
 * (`\u`, `\b`, `\f`) that could decode to one. False means every string of it is fine, so a
 * large body is cleared with one regex test over its text instead of a walk of its values.
 */
export function jsonMayHoldForbiddenText(json: string): boolean {
  return JSON_SUSPECT.test(json) || json.includes('\\u') || json.includes('\\b') || json.includes('\\f');
}

// Raw C0 inside a JSON string is a syntax error; raw C0 outside one is whitespace, which the
// whitespace-allowing class lets through.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const JSON_SUSPECT = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]/;
