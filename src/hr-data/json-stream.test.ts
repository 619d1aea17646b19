import { describe, expect, it } from 'vitest';
import { type DocumentEvent, DocumentSyntaxError, DocumentTokenizer } from './json-stream.ts';

function tokenize(chunks: string[]): DocumentEvent[] {
  const events: DocumentEvent[] = [];
  const tokenizer = new DocumentTokenizer((event) => events.push(event));
  for (const chunk of chunks) tokenizer.push(chunk);
  tokenizer.end();
  return events;
}

const DOCUMENT = `\ufeff{ "organization" : {"name":"Acme \\"SAS\\" \\\\","n":[1,{"a":"}"}]},
  "collaborators": [ {"id":"c\\\\"}, {"id":"d","x":[true,null,-1.5e3]} ,"s",42 ],
  "teams":[], "k": 7, "z": "end\\\\\\"" }`;

describe('the streaming reader of the document', () => {
  const whole = tokenize([DOCUMENT]);

  it('hands over each array element and each other member as its own text', () => {
    expect(whole).toEqual([
      { kind: 'value', key: 'organization', text: '{"name":"Acme \\"SAS\\" \\\\","n":[1,{"a":"}"}]}' },
      { kind: 'array-start', key: 'collaborators' },
      { kind: 'element', key: 'collaborators', index: 0, text: '{"id":"c\\\\"}' },
      { kind: 'element', key: 'collaborators', index: 1, text: '{"id":"d","x":[true,null,-1.5e3]}' },
      { kind: 'element', key: 'collaborators', index: 2, text: '"s"' },
      { kind: 'element', key: 'collaborators', index: 3, text: '42' },
      { kind: 'array-start', key: 'teams' },
      { kind: 'value', key: 'k', text: '7' },
      { kind: 'value', key: 'z', text: '"end\\\\\\""' },
    ]);
    for (const event of whole) if (event.kind !== 'array-start') JSON.parse(event.text);
  });

  it('gives the same events wherever the chunks are cut, even inside an escape', () => {
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      expect(tokenize([DOCUMENT.slice(0, cut), DOCUMENT.slice(cut)])).toEqual(whole);
    }
    expect(tokenize([...DOCUMENT])).toEqual(whole);
  });

  it.each([
    ['[1,2]', 'must be a JSON object'],
    ['{"a":1', 'ends before its closing }'],
    ['{"a":{"b":1}', 'ends'],
    ['{"a" 1}', 'expected ":"'],
    ['{"a":1} x', 'unexpected text'],
  ])('refuses %s as invalid JSON', (text, message) => {
    expect(() => tokenize([text])).toThrow(DocumentSyntaxError);
    expect(() => tokenize([text])).toThrow(message);
  });
});
