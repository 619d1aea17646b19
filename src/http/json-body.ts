import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonMayHoldForbiddenText, jsonTextProblems } from '../shared/text.ts';
import { firstInvalidUtf8 } from '../shared/utf8.ts';
import { type FieldError, invalidBody } from './errors.ts';

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The text rule (src/shared/text.ts) over every string of a parsed body, tab, CR and LF allowed as
 * JSON allows them; a property of `documents` at the top level is left to its importer.
 */
export function bodyTextProblems(value: unknown, documents: readonly string[] = []): FieldError[] {
  const shown =
    documents.length > 0 && typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !documents.includes(key)))
      : value;
  return jsonTextProblems(shown, '', 'tab-and-line-breaks').map((p) => ({
    in: 'body' as const,
    name: p.path,
    message: p.message,
  }));
}

/**
 * In JSON text that parsed, the index of the first `\uD800`-style escape that is not half of a
 * surrogate pair: JSON.parse accepts it and yields a string no UTF-8 store can hold faithfully.
 */
export function loneSurrogateEscape(text: string): number | undefined {
  const unitAt = (at: number) =>
    text[at] === '\\' && text[at + 1] === 'u' ? Number.parseInt(text.slice(at + 2, at + 6), 16) : Number.NaN;
  for (let i = text.indexOf('\\'); i !== -1 && i < text.length; i = text.indexOf('\\', i)) {
    if (text[i + 1] !== 'u') {
      i += 2;
      continue;
    }
    const unit = unitAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const low = unitAt(i + 6);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return i;
      i += 12;
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return i;
    i += 6;
  }
  return undefined;
}

/**
 * The one JSON body parser of the app: UTF-8 decoded fatally (an invalid or overlong sequence is a
 * 400 naming its byte offset, never a U+FFFD slipped into the data), one leading byte-order mark
 * tolerated and a second refused, lone surrogate escapes refused; then Fastify's own parser, with
 * its prototype-poisoning protection. A route of a JSON-based media type of its own (RFC 7396's
 * merge patch) installs it for that type, in its own scope.
 */
export function installJsonBodyParser(app: FastifyInstance, mediaType = 'application/json'): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  if (app.hasContentTypeParser(mediaType)) app.removeContentTypeParser(mediaType);
  app.addContentTypeParser(
    mediaType,
    { parseAs: 'buffer' },
    (
      request: FastifyRequest,
      body: string | Buffer,
      done: (error: Error | null, value?: unknown) => void,
    ) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const start = BOM.every((byte, k) => bytes[k] === byte) ? BOM.length : 0;
      const invalid = firstInvalidUtf8(bytes.subarray(start));
      if (invalid !== undefined) {
        done(invalidBody(`the request body is not valid UTF-8 at byte ${start + invalid}`));
        return;
      }
      const text = bytes.toString('utf8', start);
      if (text.startsWith('\uFEFF')) {
        done(invalidBody(`the request body has a second byte-order mark at byte ${start}`));
        return;
      }
      parseJson(request, text, (error, value) => {
        if (error) return done(error);
        const lone = text.includes('\\u') ? loneSurrogateEscape(text) : undefined;
        if (lone !== undefined) {
          const offset = start + Buffer.byteLength(text.slice(0, lone));
          return done(
            invalidBody(
              `the request body holds a lone surrogate escape (${text.slice(lone, lone + 6)}) at byte ${offset}`,
            ),
          );
        }
        const problems = jsonMayHoldForbiddenText(text)
          ? bodyTextProblems(value, request.routeOptions.config?.bodyDocuments)
          : [];
        const first = problems[0];
        if (first !== undefined) {
          const where = first.name || 'the request body';
          return done(invalidBody(`${where} ${first.message}`, problems));
        }
        done(null, value);
      });
    },
  );
}
