import fs from 'node:fs';
import { jsonMayHoldForbiddenText, textProblem, visible } from '../shared/text.ts';
import { firstInvalidUtf8 } from '../shared/utf8.ts';
import type { Problem } from './checks.ts';
import { ARRAY_SECTIONS, type ArraySection, OBJECT_SECTIONS, type ObjectSection } from './document.schema.ts';
import { type DocumentEvent, DocumentSyntaxError, DocumentTokenizer } from './json-stream.ts';

/**
 * Where a document comes from; opened once per pass, so it must give the same text each time. A
 * Buffer chunk is only valid until the next one is asked for: a source may reuse its memory.
 */
export interface DocumentSource {
  /** Total bytes when known, for the progress bar. */
  size?: number;
  open(): AsyncIterable<Buffer | string>;
  /**
   * The items of the document's one array section, already parsed from its text (a single-record
   * write's document: parsed once for both the validator and the writer, not once per pass).
   */
  parsed?: { section: ArraySection; items: readonly DocumentItem[] };
}

/**
 * Bytes per read. Small enough that a chunk's decoded text (two bytes a character once it holds an
 * accent) stays a young object of the JavaScript heap, not a large one collected only by a full
 * collection; large enough that the reads cost nothing next to the parsing (see
 * docs/performance.md, "Figures behind the code").
 */
const READ_BYTES = 32 * 1024;

export function fileSource(file: string): DocumentSource {
  return { size: fs.statSync(file).size, open: () => readFileChunks(file) };
}

/**
 * The file's bytes, read again and again into one buffer: a stream's fresh buffer per chunk lives
 * outside the heap until a collection frees it, and tens of MB of read text piled up that way.
 */
async function* readFileChunks(file: string): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/**
 * A section item, parsed but not yet checked. `mayHoldForbiddenText` is false when its JSON text
 * holds no character and no escape that the text rule could refuse (src/shared/text.ts): one
 * regex test over the text spares the walk of its strings.
 */
export type DocumentItem = (
  | { section: ArraySection; index: number; path: string; value: unknown }
  | { section: ObjectSection; index: undefined; path: string; value: unknown }
) & { mayHoldForbiddenText: boolean };

export interface ReadHandlers {
  item(item: DocumentItem): void | Promise<void>;
  problem(problem: Problem): void;
  /** An array section starts: the document carries it, even when empty. */
  section?(section: ArraySection): void;
  progress?(bytesRead: number): void;
}

const isArraySection = (key: string): key is ArraySection => ARRAY_SECTIONS.some((s) => s === key);
const isObjectSection = (key: string): key is ObjectSection => OBJECT_SECTIONS.some((s) => s === key);

/** Reports unknown and repeated top-level members once; true when the member is to be read. */
function openSection(
  key: string,
  isArray: boolean,
  seen: Set<string>,
  report: ReadHandlers['problem'],
): boolean {
  if (!isArraySection(key) && !isObjectSection(key)) {
    const bad = textProblem(key, 'none');
    if (bad !== undefined) report({ path: 'document', message: `has a member name that ${bad}` });
    else report({ path: key, message: 'is not a section of the HR data document' });
    return false;
  }
  if (seen.has(key)) {
    report({ path: key, message: 'appears twice in the document' });
    return false;
  }
  seen.add(key);
  if (isArray && isObjectSection(key)) {
    report({ path: key, message: 'expected an object, got an array' });
    return false;
  }
  return true;
}

/** An element's or a section's value, or undefined (reported) when its text is not JSON. */
function parsed(text: string, path: string, report: ReadHandlers['problem']): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    // V8 quotes the text around the error: values (personal data) that are not ours to repeat.
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.replace(/,? (\.\.\.)?"[\s\S]*"(\.\.\.)? is not valid JSON$/, '');
    report({ path, message: `invalid JSON: ${visible(reason)}` });
    return undefined;
  }
}

/** Streams the document and hands each section item over, in document order. */
export async function readDocument(source: DocumentSource, handlers: ReadHandlers): Promise<void> {
  if (source.parsed) return readParsed(source, source.parsed, handlers);
  const events: DocumentEvent[] = [];
  const tokenizer = new DocumentTokenizer((event) => events.push(event));
  const seen = new Set<string>();
  // Fatal: bytes that are not UTF-8 stop the reading with their offset, never become U+FFFD.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk: Buffer, final: boolean): string => {
    try {
      return decoder.decode(chunk, { stream: !final });
    } catch {
      // A sequence cut by the previous chunk's end shows at this one's start: the offset is near.
      const at = bytes - chunk.length + (firstInvalidUtf8(chunk) ?? 0);
      throw new DocumentSyntaxError(`the document is not valid UTF-8 (near byte ${at})`);
    }
  };
  let bytes = 0;
  let skipArray = false;

  const drain = async () => {
    for (const event of events.splice(0)) {
      if (event.kind === 'array-start') {
        skipArray = !openSection(event.key, true, seen, handlers.problem);
        if (!skipArray && isArraySection(event.key)) handlers.section?.(event.key);
        continue;
      }
      const path = event.kind === 'element' ? `${event.key}[${event.index}]` : event.key;
      if (event.kind === 'value') {
        if (!openSection(event.key, false, seen, handlers.problem)) continue;
        if (isArraySection(event.key)) {
          handlers.problem({ path, message: 'expected an array' });
          continue;
        }
      } else if (skipArray) continue;
      const item = parsed(event.text, path, handlers.problem);
      if (item === undefined) continue;
      const { value } = item;
      const mayHoldForbiddenText = jsonMayHoldForbiddenText(event.text);
      // openSection let through only the document's sections, each in its own shape.
      const section = event.key;
      if (event.kind === 'element' && isArraySection(section)) {
        await handlers.item({ section, index: event.index, path, value, mayHoldForbiddenText });
      } else if (event.kind === 'value' && isObjectSection(section)) {
        await handlers.item({ section, index: undefined, path, value, mayHoldForbiddenText });
      }
    }
  };

  try {
    for await (const chunk of source.open()) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      const text = typeof chunk === 'string' ? chunk : decode(chunk, false);
      tokenizer.push(text);
      await drain();
      handlers.progress?.(bytes);
    }
    tokenizer.push(decode(Buffer.alloc(0), true));
    tokenizer.end();
    await drain();
  } catch (error) {
    if (!(error instanceof DocumentSyntaxError)) throw error;
    handlers.problem({ path: '', message: error.message });
  }
}

/** What the stream would hand over for a document of one array section, from its parsed items. */
async function readParsed(
  source: DocumentSource,
  parsed: NonNullable<DocumentSource['parsed']>,
  handlers: ReadHandlers,
): Promise<void> {
  handlers.section?.(parsed.section);
  for (const item of parsed.items) await handlers.item(item);
  handlers.progress?.(source.size ?? 0);
}
