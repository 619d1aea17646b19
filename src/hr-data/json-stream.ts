/**
 * A streaming reader of the HR data document's shape: one top-level object whose values are either
 * arrays (each element is handed over on its own) or single values. Only one element's text is
 * held at a time, so a document of 100,000 collaborators reads in bounded memory; each element is
 * then parsed with the native JSON.parse, which is much faster than a generic token stream.
 */
export type DocumentEvent =
  | { kind: 'value'; key: string; text: string }
  | { kind: 'element'; key: string; index: number; text: string }
  | { kind: 'array-start'; key: string };

export class DocumentSyntaxError extends Error {}

type State =
  | 'start'
  | 'key-or-end'
  | 'key'
  | 'colon'
  | 'value'
  | 'element-or-end'
  | 'element'
  | 'element-comma'
  | 'member-comma'
  | 'done';

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const PRIMITIVE_END = new Set([0x2c, 0x5d, 0x7d, 0x20, 0x09, 0x0a, 0x0d]);

/** Collects the text of one JSON value across chunks: tracks nesting and strings only. */
class ValueCollector {
  private parts: string[] = [];
  private depth = 0;
  private inString = false;
  private escaped = false;
  private primitive = false;
  private begun = false;
  private completed = '';

  /** Consumes `chunk` from `from`; returns the index just past the value's end, or -1 if it goes on. */
  feed(chunk: string, from: number): number {
    let i = from;
    if (!this.begun) {
      this.begun = true;
      const first = chunk.charCodeAt(i);
      if (first === 0x7b || first === 0x5b) this.depth = 1;
      else if (first === 0x22) this.inString = true;
      else this.primitive = true;
      i++;
    }
    while (i < chunk.length) {
      if (this.inString) {
        // Most of a document is string content: jump from quote to quote.
        const end = this.closingQuote(chunk, i);
        if (end < 0) break;
        this.inString = false;
        i = end + 1;
        if (this.depth === 0) return this.finish(chunk, from, i);
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (this.primitive) {
        if (PRIMITIVE_END.has(c)) return this.finish(chunk, from, i);
      } else if (c === 0x22) this.inString = true;
      else if (c === 0x7b || c === 0x5b) this.depth++;
      else if (c === 0x7d || c === 0x5d) {
        this.depth--;
        if (this.depth === 0) return this.finish(chunk, from, i + 1);
      }
      i++;
    }
    this.parts.push(chunk.slice(from));
    return -1;
  }

  /**
   * The index of the quote that closes the string, or -1 when the chunk ends inside it. A quote is
   * escaped by an odd run of backslashes before it; `escaped` carries a run cut by a chunk's end.
   */
  private closingQuote(chunk: string, from: number): number {
    let start = from;
    for (;;) {
      const quote = chunk.indexOf('"', start);
      const stop = quote < 0 ? chunk.length : quote;
      let run = 0;
      let k = stop - 1;
      while (k >= start && chunk.charCodeAt(k) === 0x5c) {
        run++;
        k--;
      }
      if (k < start && this.escaped) run++;
      this.escaped = false;
      if (quote < 0) {
        this.escaped = run % 2 === 1;
        return -1;
      }
      if (run % 2 === 0) return quote;
      start = quote + 1;
    }
  }

  /** At the end of input, a primitive ends with it; anything else is truncated. */
  flush(): string | undefined {
    return this.primitive ? this.parts.join('') : undefined;
  }

  get text(): string {
    return this.completed;
  }

  private finish(chunk: string, from: number, to: number): number {
    this.parts.push(chunk.slice(from, to));
    this.completed = this.parts.join('');
    this.parts = [];
    return to;
  }
}

export class DocumentTokenizer {
  private state: State = 'start';
  private key = '';
  private keyCollector: ValueCollector | undefined;
  private collector: ValueCollector | undefined;
  private index = 0;
  private offset = 0;

  constructor(private readonly emit: (event: DocumentEvent) => void) {}

  /** Characters consumed so far, for error messages. */
  get position(): number {
    return this.offset;
  }

  push(chunk: string): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.keyCollector) {
        const end = this.keyCollector.feed(chunk, i);
        if (end < 0) break;
        this.key = this.parseKey(this.keyCollector.text);
        this.keyCollector = undefined;
        this.state = 'colon';
        i = end;
        continue;
      }
      if (this.collector) {
        const end = this.collector.feed(chunk, i);
        if (end < 0) break;
        this.complete(this.collector.text);
        i = end;
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (WHITESPACE.has(c) || (this.state === 'start' && c === 0xfeff)) {
        i++;
        continue;
      }
      i = this.step(c, chunk, i);
    }
    this.offset += chunk.length;
  }

  end(): void {
    if (this.collector) {
      const text = this.collector.flush();
      if (text === undefined) throw this.error('the document ends in the middle of a value');
      this.collector = undefined;
      this.complete(text);
    }
    if (this.state !== 'done') throw this.error('the document ends before its closing }');
  }

  private step(c: number, chunk: string, i: number): number {
    const at = (expected: number) => {
      if (c !== expected)
        throw this.error(`expected "${String.fromCharCode(expected)}", found "${chunk[i]}"`, i);
    };
    switch (this.state) {
      case 'start':
        if (c !== 0x7b) throw this.error('the document must be a JSON object', i);
        this.state = 'key-or-end';
        return i + 1;
      case 'key-or-end':
      case 'key':
        if (c === 0x7d && this.state === 'key-or-end') {
          this.state = 'done';
          return i + 1;
        }
        at(0x22);
        this.keyCollector = new ValueCollector();
        return i;
      case 'colon':
        at(0x3a);
        this.state = 'value';
        return i + 1;
      case 'value':
        if (c === 0x5b) {
          this.emit({ kind: 'array-start', key: this.key });
          this.index = 0;
          this.state = 'element-or-end';
          return i + 1;
        }
        this.collector = new ValueCollector();
        return i;
      case 'element-or-end':
      case 'element':
        if (c === 0x5d && this.state === 'element-or-end') {
          this.state = 'member-comma';
          return i + 1;
        }
        this.collector = new ValueCollector();
        return i;
      case 'element-comma':
        if (c === 0x5d) {
          this.state = 'member-comma';
          return i + 1;
        }
        at(0x2c);
        this.state = 'element';
        return i + 1;
      case 'member-comma':
        if (c === 0x7d) {
          this.state = 'done';
          return i + 1;
        }
        at(0x2c);
        this.state = 'key';
        return i + 1;
      case 'done':
        throw this.error('unexpected text after the document', i);
    }
  }

  private complete(text: string): void {
    this.collector = undefined;
    if (this.state === 'value') {
      this.emit({ kind: 'value', key: this.key, text });
      this.state = 'member-comma';
    } else {
      this.emit({ kind: 'element', key: this.key, index: this.index, text });
      this.index++;
      this.state = 'element-comma';
    }
  }

  private parseKey(text: string): string {
    let key: unknown;
    try {
      key = JSON.parse(text);
    } catch {
      key = undefined;
    }
    if (typeof key !== 'string') throw this.error(`invalid property name ${text.slice(0, 40)}`);
    return key;
  }

  private error(message: string, at = 0): DocumentSyntaxError {
    return new DocumentSyntaxError(`invalid JSON near character ${this.offset + at}: ${message}`);
  }
}
