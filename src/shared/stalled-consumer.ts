/** Thrown to a consumer that comes back after its source was ended for stalling. */
export class ConsumerStalled extends Error {
  constructor(readonly stallMs: number) {
    super(`the consumer asked for nothing for ${stallMs} ms: its source was ended`);
  }
}

/**
 * Yields what `source` yields while its consumer keeps asking. When the consumer has not asked for
 * the next value within `stallMs` of the last one (a stream whose client stopped reading: the
 * socket does not drain, so nothing asks), `source` is ended at once, its `finally` blocks run (a
 * transaction rolls back, a connection goes back to its pool), then `onStall` is told. Time spent
 * by `source` itself (a query) never counts: the clock runs only while a value waits.
 */
export async function* endedWhenStalled<T>(
  source: AsyncGenerator<T, void, undefined>,
  stallMs: number,
  onStall: (stallMs: number) => void,
): AsyncGenerator<T, void, undefined> {
  let timer: NodeJS.Timeout | undefined;
  let ending: Promise<unknown> | undefined;
  const stall = () => {
    // The source is suspended at its own yield (it handed the value we hold): it can be ended.
    // Told once the source has ended: what it records in its `finally` is there by then.
    ending = source
      .return(undefined)
      .catch(() => undefined)
      .then(() => onStall(stallMs));
  };
  try {
    for (;;) {
      const step = await source.next();
      if (step.done === true) return;
      timer = setTimeout(stall, stallMs);
      yield step.value;
      clearTimeout(timer);
      if (ending !== undefined) throw new ConsumerStalled(stallMs);
    }
  } finally {
    clearTimeout(timer);
    await (ending ?? source.return(undefined));
  }
}
