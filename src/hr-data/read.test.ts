import { describe, expect, it } from 'vitest';
import type { Problem } from './checks.ts';
import { type DocumentItem, type DocumentSource, readDocument } from './read.ts';

/** Everything a pass is handed, in order. */
async function handedOver(source: DocumentSource) {
  const seen: (string | DocumentItem | Problem)[] = [];
  await readDocument(source, {
    section: (section) => seen.push(`section ${section}`),
    item: (item) => void seen.push(item),
    problem: (problem) => seen.push(problem),
  });
  return seen;
}

describe('a document of one record, parsed once', () => {
  it('hands each pass what its text would', async () => {
    const record = { id: 'abs_1', collaboratorId: 'col_1', note: 'tab\there', list: [1, null] };
    const element = JSON.stringify(record);
    const text = `{"absences":[${element}]}`;
    const streamed: DocumentSource = {
      async *open() {
        yield text;
      },
    };
    const streamedItems = await handedOver(streamed);
    const [item] = streamedItems.filter((x): x is DocumentItem => typeof x === 'object' && 'section' in x);
    expect(item).toBeDefined();
    const parsed: DocumentSource = {
      open() {
        throw new Error('the text is not read again');
      },
      ...(item && { parsed: { section: 'absences' as const, items: [item] } }),
    };
    expect(await handedOver(parsed)).toEqual(streamedItems);
  });
});
