import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsumerStalled, endedWhenStalled } from './stalled-consumer.ts';

/** A source of `count` values that records whether its `finally` ran (a transaction released). */
function source(count: number) {
  const state = { released: false, produced: 0 };
  async function* values(): AsyncGenerator<number, void, undefined> {
    try {
      for (let i = 0; i < count; i++) {
        // A slow statement: the source's own time never counts as the consumer's stall.
        await new Promise((r) => setTimeout(r, 500));
        state.produced += 1;
        yield i;
      }
    } finally {
      state.released = true;
    }
  }
  return { state, values: values() };
}

describe('endedWhenStalled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the source (its finally runs) once the consumer has asked nothing for the stall time, then says so', async () => {
    const { state, values } = source(10);
    const onStall = vi.fn();
    const guarded = endedWhenStalled(values, 100, onStall);
    const first = guarded.next();
    await vi.advanceTimersByTimeAsync(500);
    expect(await first).toEqual({ value: 0, done: false });
    await vi.advanceTimersByTimeAsync(99);
    expect(state.released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.released).toBe(true);
    expect(onStall).toHaveBeenCalledWith(100);
    // A consumer that comes back learns its response was cut, never that it ended.
    await expect(guarded.next()).rejects.toBeInstanceOf(ConsumerStalled);
    expect(state.produced).toBe(1);
  });

  it('never cuts a consumer that keeps asking, however slow the source is', async () => {
    const { state, values } = source(5);
    const onStall = vi.fn();
    const seen: number[] = [];
    const reading = (async () => {
      for await (const value of endedWhenStalled(values, 100, onStall)) {
        seen.push(value);
        await new Promise((r) => setTimeout(r, 90));
      }
    })();
    await vi.advanceTimersByTimeAsync(5 * 600);
    await reading;
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(onStall).not.toHaveBeenCalled();
    expect(state.released).toBe(true);
  });

  it('ends the source when the consumer gives up early', async () => {
    const { state, values } = source(5);
    const guarded = endedWhenStalled(values, 100, () => {});
    const first = guarded.next();
    await vi.advanceTimersByTimeAsync(500);
    await first;
    await guarded.return(undefined);
    expect(state.released).toBe(true);
  });
});
