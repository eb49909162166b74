import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';
import type { Db, Tx } from './client.ts';
import { batchedOn } from './prepared-queries.ts';

/** A batch runner that records its batches and finishes each when told to. */
function recorder() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = batched(async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => pending.push(resolve));
    if (items.includes(-1)) throw new Error('bad batch');
    return items.map((n) => n * 10);
  }, 3);
  const finishNext = async () => {
    while (pending.length === 0) await new Promise((r) => setImmediate(r));
    pending.shift()?.();
  };
  return { batches, run, finishNext };
}

describe('batched', () => {
  it('runs a lone call at once, and gathers the calls made meanwhile into the next batch', async () => {
    const { batches, run, finishNext } = recorder();
    const first = run(1);
    expect(batches).toEqual([[1]]);
    const later = [run(2), run(3)];
    expect(batches).toEqual([[1]]);
    await finishNext();
    expect(await first).toBe(10);
    await finishNext();
    expect(await Promise.all(later)).toEqual([20, 30]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('splits a long queue into batches of at most maxItems, answering each call in order', async () => {
    const { batches, run, finishNext } = recorder();
    const calls = [0, 1, 2, 3, 4, 5, 6].map((n) => run(n));
    for (let i = 0; i < 3; i++) await finishNext();
    expect(await Promise.all(calls)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[0], [1, 2, 3], [4, 5, 6]]);
  });

  it('fails every call of a failed batch, and only those: the next batch runs', async () => {
    const { batches, run, finishNext } = recorder();
    const first = run(1);
    const failing = Promise.allSettled([run(-1), run(2)]);
    await finishNext();
    await first;
    const after = run(3);
    await finishNext();
    expect((await failing).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await finishNext();
    expect(batches).toEqual([[1], [-1, 2], [3]]);
    expect(await after).toBe(30);
  });
});

describe('batchedOn', () => {
  /** A read that records which database each batch ran on and its items. */
  function reader() {
    const seen: { db: Db | Tx; items: number[] }[] = [];
    const run = async (db: Db | Tx, items: number[]) => {
      seen.push({ db, items });
      return items.map((n) => n * 10);
    };
    return { seen, run };
  }

  it('shares one batch runner per database and name: the calls of the same moment go together', async () => {
    const { seen, run } = reader();
    const [one, two] = [{} as Db, {} as Db];
    const calls = [1, 2, 3].map((n) => batchedOn(one, 'read', run)(n));
    const elsewhere = batchedOn(two, 'read', run)(4);
    expect(await Promise.all([...calls, elsewhere])).toEqual([10, 20, 30, 40]);
    expect(seen).toEqual([
      { db: one, items: [1] },
      { db: two, items: [4] },
      { db: one, items: [2, 3] },
    ]);
  });

  it('runs each call inside a transaction alone, in that transaction', async () => {
    const { seen, run } = reader();
    const tx = Object.create(PgTransaction.prototype) as Tx;
    const read = batchedOn(tx, 'read', run);
    expect(await Promise.all([read(1), read(2)])).toEqual([10, 20]);
    expect(seen).toEqual([
      { db: tx, items: [1] },
      { db: tx, items: [2] },
    ]);
  });
});
