/**
 * One statement for many requests: calls made while a batch is under way wait for it to finish and
 * then go together as the next batch (`run` gets their items in order and answers one result per
 * item). Alone, a call runs at once, as a statement of its own would; under load, one round trip
 * serves every request that arrived meanwhile. A failed batch fails each of its calls.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, maxItems = 256): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (result: O) => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      try {
        const results = await run(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
