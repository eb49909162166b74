/**
 * Reorganisations on the local chain, played with the node's snapshot and revert: the blocks since the
 * snapshot are dropped with their transactions, and new ones take their heights with other hashes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScannerApp, startScannerApp } from '../../test/chain/scanner-app.ts';
import { expectLedgerClean } from '../../test/ledger.ts';

let s: ScannerApp;

beforeAll(async () => {
  s = await startScannerApp({ confirmations: 3, timeoutMinutes: 60 });
}, 60_000);
afterEach(() => expectLedgerClean(s.app));
afterAll(() => s?.close());

const micro = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));
/** A fixed gas price: the same transfer sent again after a revert is the same transaction (same hash). */
const GAS_PRICE = 20_000_000_000n;

describe('a reorganisation', () => {
  it('returns a confirming deposit to waiting, never credits it, and drops it after the time-out', async () => {
    const a = await s.user();
    await s.pass();
    const base = await s.chain.head();
    const mark = await s.chain.snapshot();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(8));
    await s.chain.mine(1);
    await s.pass();
    expect(await s.rowsOf(hash)).toMatchObject([
      { state: 'confirming', confirmations: 2, chainBlock: base + 1 },
    ]);

    // The deposit's block is replaced by one without it; the new chain grows past the depth asked.
    await s.chain.revert(mark);
    await s.chain.mine(4);
    const report = await s.pass();
    expect(report.rewoundTo).toBe(base);
    expect(await s.rowsOf(hash)).toMatchObject([
      { state: 'confirming', chainBlock: null, chainBlockHash: null, confirmations: 0 },
    ]);
    await s.chain.mine(3);
    await s.pass();
    expect(await s.rowsOf(hash)).toMatchObject([{ state: 'confirming', chainBlock: null }]);
    expect(await s.usdtOf(a.token)).toBe('0.000000');

    // Never seen again within the time-out: dropped, nothing credited.
    s.app.clock.advance(61 * 60_000);
    await s.pass();
    expect(await s.rowsOf(hash)).toMatchObject([{ state: 'rejected', reason: 'TX_DROPPED' }]);
    expect(await s.usdtOf(a.token)).toBe('0.000000');
  });

  it('a waiting deposit whose transaction comes back in another block is credited once there', async () => {
    const a = await s.user();
    await s.pass();
    const mark = await s.chain.snapshot();
    const sent = await s.chain.transfer(s.usdt, a.address, micro(4), { gasPrice: GAS_PRICE });
    await s.pass();
    await s.chain.revert(mark);
    // One empty block first: the same transaction lands a block higher.
    await s.chain.mine(1);
    const again = await s.chain.transfer(s.usdt, a.address, micro(4), { gasPrice: GAS_PRICE });
    expect(again.hash).toBe(sent.hash);
    await s.chain.mine(2);
    await s.pass();
    const [row] = await s.rowsOf(sent.hash);
    expect(row).toMatchObject({ state: 'approved', chainBlock: Number(again.receipt.blockNumber) });
    expect(await s.usdtOf(a.token)).toBe('4.000000');
  });

  it('after crediting, a deeper one raises an operator alert and takes nothing back', async () => {
    const a = await s.user();
    await s.pass();
    const base = await s.chain.head();
    const mark = await s.chain.snapshot();
    const sent = await s.chain.transfer(s.usdt, a.address, micro(9), { gasPrice: GAS_PRICE });
    await s.chain.mine(3);
    await s.pass();
    const [credited] = await s.rowsOf(sent.hash);
    expect(credited).toMatchObject({ state: 'approved', chainBlock: base + 1 });
    expect(await s.usdtOf(a.token)).toBe('9.000000');

    await s.chain.revert(mark);
    await s.chain.mine(6);
    expect((await s.pass()).rewoundTo).toBe(base);
    const [alert] = await s.alertsOf(credited?.id ?? 0);
    expect(alert).toMatchObject({
      kind: 'credited_reorged',
      network: 'ERC20',
      block: base + 1,
      blockHash: credited?.chainBlockHash,
      reincludedAt: null,
      resolvedAt: null,
    });
    // The deposit and the balance stand as they were: only an operator decides.
    expect(await s.rowsOf(sent.hash)).toMatchObject([
      { state: 'approved', chainBlock: base + 1, chainBlockHash: credited?.chainBlockHash },
    ]);
    expect(await s.usdtOf(a.token)).toBe('9.000000');
    await s.pass();
    expect(await s.alertsOf(credited?.id ?? 0)).toHaveLength(1);

    // The same transaction mined again in the new chain: the alert says it is back, the row where.
    const again = await s.chain.transfer(s.usdt, a.address, micro(9), { gasPrice: GAS_PRICE });
    expect(again.hash).toBe(sent.hash);
    await s.pass();
    const [back] = await s.alertsOf(credited?.id ?? 0);
    expect(back?.reincludedAt).toBeInstanceOf(Date);
    expect(await s.rowsOf(sent.hash)).toMatchObject([
      { state: 'approved', chainBlock: Number(again.receipt.blockNumber) },
    ]);
    expect(await s.usdtOf(a.token)).toBe('9.000000');
  });
});
