/**
 * The reconciliation of deposits (issue 36 item 3) against a real local EVM chain: every planted
 * difference between the chain, the scanner's store and the ledger is found with its cause, a clean
 * state finds none, and a run only looks at the blocks the scanner covered since the last one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReconcileWorld, startReconcileWorld } from '../../test/chain/reconcile-world.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { depositDifferences } from './chain-scan.tables.ts';

let world: ReconcileWorld;
const USDT = 1_000_000n;

beforeAll(async () => {
  world = await startReconcileWorld();
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(world.app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  await world.app.dispose();
  // The last test stops the node already.
  await world.chain.close().catch(() => {});
});

const run = async () => (await world.app.services.depositReconcile.start(null)).done;
const differencesOf = (runId: number) =>
  world.app.database.db
    .select()
    .from(depositDifferences)
    .then((rows) => rows.filter((d) => d.runId === runId));

describe('a reconciliation', () => {
  it('finds nothing when the chain, the store and the ledger agree', async () => {
    const { depositor, send, plant, usdt, scannedToHead } = world;
    const clean = await depositor();
    const paid = await send(usdt, clean.address, 2n * USDT);
    await plant(clean, { ...paid, amount: 2n * USDT, state: 'approved' });
    const head = await scannedToHead();

    const done = await run();
    expect(done.state).toBe('done');
    expect(done.differences).toBe(0);
    expect(done.summary).toEqual([
      { network: 'ERC20', from: 0, to: head, addresses: 1, transfers: 1, differences: 0, error: null },
    ]);
    expect(await differencesOf(done.id)).toEqual([]);
  });

  it('names the cause of every difference planted since, each with its amounts', async () => {
    const { depositor, send, plant, creditAgain, usdt, dai, scannedToHead } = world;
    const [missed, stranger, dust, waiting, undone, twice] = [
      await depositor(),
      await depositor(),
      await depositor(),
      await depositor(),
      await depositor(),
      await depositor(),
    ];
    // On chain, not in the store: a block the scanner missed.
    const missedTx = await send(usdt, missed.address, 5n * USDT);
    // Another token to a deposit address: not a deposit.
    const strangerTx = await send(dai, stranger.address, 9n * USDT);
    // Below the minimum (1 USDT): recorded, not credited.
    const dustTx = await send(usdt, dust.address, USDT / 2n);
    await plant(dust, { ...dustTx, amount: USDT / 2n, state: 'below_minimum' });
    // Still confirming.
    const waitingTx = await send(usdt, waiting.address, 7n * USDT);
    await plant(waiting, { ...waitingTx, amount: 7n * USDT, state: 'confirming' });
    // In the store, gone from the chain: its block was undone.
    await plant(undone, {
      txHash: randomBytes(32).toString('hex'),
      amount: 4n * USDT,
      state: 'confirming',
      block: waitingTx.block,
    });
    // Credited twice by the ledger (a second key, the same recharge).
    const twiceTx = await send(usdt, twice.address, 3n * USDT);
    const credited = await plant(twice, { ...twiceTx, amount: 3n * USDT, state: 'approved' });
    await creditAgain(credited);
    const head = await scannedToHead();

    const done = await run();
    expect(done.state).toBe('done');
    const found = await differencesOf(done.id);
    const pick = ({
      address,
      userId,
      txHash,
      logIndex,
      cause,
      chainAmount,
      creditedAmount,
      detail,
    }: (typeof found)[number]) => ({
      address,
      userId,
      txHash,
      logIndex,
      cause,
      chainAmount,
      creditedAmount,
      detail,
    });
    expect(found.map(pick)).toEqual(
      expect.arrayContaining([
        {
          address: missed.address,
          userId: missed.userId,
          txHash: missedTx.txHash,
          logIndex: 0,
          cause: 'not_recorded',
          chainAmount: 5n * USDT,
          creditedAmount: null,
          detail: String(missedTx.block),
        },
        {
          address: stranger.address,
          userId: stranger.userId,
          txHash: strangerTx.txHash,
          logIndex: 0,
          cause: 'unknown_token',
          chainAmount: null,
          creditedAmount: null,
          detail: dai,
        },
        {
          address: dust.address,
          userId: dust.userId,
          txHash: dustTx.txHash,
          logIndex: 0,
          cause: 'below_minimum',
          chainAmount: USDT / 2n,
          creditedAmount: null,
          detail: '',
        },
        {
          address: waiting.address,
          userId: waiting.userId,
          txHash: waitingTx.txHash,
          logIndex: 0,
          cause: 'unconfirmed',
          chainAmount: 7n * USDT,
          creditedAmount: null,
          detail: '1/3',
        },
        expect.objectContaining({
          address: undone.address,
          userId: undone.userId,
          cause: 'reorged',
          chainAmount: null,
          detail: String(waitingTx.block),
        }),
        {
          address: twice.address,
          userId: twice.userId,
          txHash: twiceTx.txHash,
          logIndex: 0,
          cause: 'credited_twice',
          chainAmount: 3n * USDT,
          creditedAmount: 6n * USDT,
          detail: '2',
        },
      ]),
    );
    expect(found).toHaveLength(6);
    expect(done.differences).toBe(6);
    // From the first run's end, less the 3 confirmations: a deposit confirming then is looked at again.
    const [line] = done.summary as { from: number; to: number; addresses: number }[];
    expect(line).toMatchObject({ to: head, addresses: 7 });
    expect(line?.from).toBeLessThan(missedTx.block);
    expect(line?.from).toBeGreaterThan(0);
  });

  it('compares nothing again when the scanner has not moved past the previous run, bar the last blocks', async () => {
    const done = await run();
    const [line] = done.summary as { from: number; to: number }[];
    expect((line?.to ?? 0) - (line?.from ?? 0) + 1).toBe(3);
  });

  it('notes a node that does not answer for its network, and finishes', async () => {
    await world.chain.close();
    const done = await run();
    expect(done.state).toBe('done');
    expect(done.summary).toEqual([
      expect.objectContaining({ network: 'ERC20', error: expect.stringContaining('ERC20') }),
    ]);
  });
});
