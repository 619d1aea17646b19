import { describe, expect, it } from 'vitest';
import { boundedStreams, withHeapGrowthBounded } from './heap-growth.ts';

async function* numbers(count: number) {
  for (let i = 0; i < count; i++) yield i;
}

describe("the heap's growth bounded while a stream runs", () => {
  it('holds while any stream runs and is given back when the last one ends, read to the end or abandoned', async () => {
    const before = boundedStreams();
    const first = withHeapGrowthBounded(numbers(3));
    const second = withHeapGrowthBounded(numbers(3));
    await first.next();
    await second.next();
    expect(boundedStreams()).toBe(before + 2);
    // A client that disconnects: the consumer stops early.
    await first.return(undefined);
    expect(boundedStreams()).toBe(before + 1);
    const rest: number[] = [];
    for await (const n of second) rest.push(n);
    expect(rest).toEqual([1, 2]);
    expect(boundedStreams()).toBe(before);
  });

  it('yields exactly what the stream yields', async () => {
    const seen: number[] = [];
    for await (const n of withHeapGrowthBounded(numbers(5))) seen.push(n);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });
});
