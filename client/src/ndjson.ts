/** A line longer than this is not the API's (a record is a few kilobytes): the stream is refused. */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/** What went wrong in an NDJSON body: the transport turns it into an `invalid_response` error. */
export class NdjsonError extends Error {
  override name = 'NdjsonError';
}

/**
 * The values of an NDJSON body as its bytes arrive, a batch per chunk (the lines the chunk
 * completed, in order): memory holds one chunk and one unfinished line, never the whole body. A
 * line cut across chunks, or a character whose UTF-8 bytes are, is joined before it is parsed. A
 * body that ends inside a line, or inside a character, was cut: it throws, as does a line that is
 * not JSON or invalid UTF-8.
 */
export async function* ndjsonBatches(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<unknown[], void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  const parse = (line: string, number: number): unknown => {
    try {
      return JSON.parse(line);
    } catch (cause) {
      throw new NdjsonError(`line ${number} is not JSON`, { cause });
    }
  };
  let lines = 0;
  for await (const chunk of chunks) {
    let text: string;
    try {
      text = rest + decoder.decode(chunk, { stream: true });
    } catch (cause) {
      throw new NdjsonError('the body is not UTF-8', { cause });
    }
    const batch: unknown[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      lines++;
      if (end > start) batch.push(parse(text.slice(start, end), lines));
      start = end + 1;
    }
    rest = start === 0 ? text : text.slice(start);
    if (rest.length > MAX_LINE_CHARS)
      throw new NdjsonError(`line ${lines + 1} is over ${MAX_LINE_CHARS} characters`);
    if (batch.length > 0) yield batch;
  }
  try {
    rest += decoder.decode();
  } catch (cause) {
    throw new NdjsonError('the body ends inside a character: it was cut', { cause });
  }
  // The server ends every line, the last one included: text after the last newline was cut short.
  if (rest !== '') throw new NdjsonError(`the body ends inside line ${lines + 1}: it was cut`);
}
