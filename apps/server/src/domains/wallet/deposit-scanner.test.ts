/**
 * The chain scanner against a real local EVM chain: deposits to users' addresses are recorded and
 * credited without any call from the users, one row and one ledger transfer per `Transfer`, and
 * nothing credits twice however often it is read, pasted or passed over at once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScannerApp, setScanRule, startScannerApp } from '../../test/chain/scanner-app.ts';
import { expectOk } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { depositAddresses } from './chain-scan.tables.ts';

let s: ScannerApp;

beforeAll(async () => {
  s = await startScannerApp();
}, 60_000);
afterEach(() => expectLedgerClean(s.app));
afterAll(() => s?.close());

const micro = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));
const paste = (token: string, txHash: string) =>
  s.api.post(
    '/api/fund/autoRecharge',
    { network: 'ERC20', txHash },
    { token, headers: { 'idempotency-key': randomUUID() } },
  );

/** Each row's own ledger transfer (`recharge:<id>`), with its amount; undefined where none. */
const ledgerAmounts = async (ids: number[]) =>
  Promise.all(
    ids.map(async (id) => (await s.app.services.ledger.findTransfer(s.db, `recharge:${id}`))?.amount),
  );

describe('deposits nobody reports', () => {
  it('are credited to three users’ addresses once deep enough, without a call from them', async () => {
    const [a, b, c] = [await s.user(), await s.user(), await s.user()];
    const sent = [
      await s.chain.transfer(s.usdt, a.address, micro(5)),
      await s.chain.transfer(s.usdt, b.address, micro(7.5)),
      await s.chain.transfer(s.usdt, c.address, micro(10)),
    ];
    const first = await s.pass();
    expect(first.recorded).toBe(3);
    // The newest is one block deep of the 3 asked: recorded, waiting, nothing of it credited.
    const [cRow] = await s.rowsOf(sent[2]?.hash ?? '');
    expect(cRow).toMatchObject({ userId: c.user.id, state: 'confirming', confirmations: 1, logIndex: 0 });
    expect(await s.usdtOf(c.token)).toBe('0.000000');

    await s.chain.mine(2);
    await s.pass();
    for (const [i, who] of [a, b, c].entries()) {
      const [row] = await s.rowsOf(sent[i]?.hash ?? '');
      expect(row).toMatchObject({
        kind: 'auto',
        state: 'approved',
        userId: who.user.id,
        logIndex: 0,
        chainTo: who.address,
        chainToken: s.usdt,
        chainFrom: s.chain.owner,
      });
      expect(row?.chainBlockHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect([await s.usdtOf(a.token), await s.usdtOf(b.token), await s.usdtOf(c.token)]).toEqual([
      '5.000000',
      '7.500000',
      '10.000000',
    ]);
    // The backfill kept the addresses of users who never asked for them.
    const kept = await s.db.select().from(depositAddresses).where(eq(depositAddresses.userId, a.user.id));
    expect(kept).toMatchObject([{ network: 'ERC20', address: a.address }]);
  });

  it('the deposit page keeps the address it shows, with the network’s minimum', async () => {
    const a = await s.user();
    await s.db.delete(depositAddresses).where(eq(depositAddresses.userId, a.user.id));
    const targets = expectOk(await s.api.get('/api/fund/depositAddress', { token: a.token }), 'targets');
    expect(targets.find((t: { network: string }) => t.network === 'ERC20')).toMatchObject({
      available: true,
      address: a.address,
      minimum: '1',
    });
    const kept = await s.db.select().from(depositAddresses).where(eq(depositAddresses.userId, a.user.id));
    expect(kept).toMatchObject([{ network: 'ERC20', address: a.address }]);
  });
});

describe('several transfers in one transaction', () => {
  it('credit once each (two rows, two ledger transfers), and replays credit nothing more', async () => {
    const [a, b] = [await s.user(), await s.user()];
    const { hash } = await s.chain.transferMany(
      s.usdt,
      [a.address, b.address, a.address],
      [micro(2), micro(4), micro(3)],
    );
    await s.chain.mine(2);
    await s.pass();
    const rows = await s.rowsOf(hash);
    // Each transfer keeps its place among the token's Transfers of the transaction.
    expect(rows.map((r) => [r.logIndex, r.userId, r.amount, r.state])).toEqual([
      [0, a.user.id, micro(2), 'approved'],
      [1, b.user.id, micro(4), 'approved'],
      [2, a.user.id, micro(3), 'approved'],
    ]);
    expect(await ledgerAmounts(rows.map((r) => r.id))).toEqual([micro(2), micro(4), micro(3)]);
    expect(await s.usdtOf(a.token)).toBe('5.000000');

    // Passed over again, pasted by each user, passed over twice at once: nothing more.
    await s.pass();
    const pastedA = expectOk(await paste(a.token, hash), 'a pastes');
    expect(pastedA).toMatchObject({ id: rows[0]?.id, state: 'approved', amount: '2.000000' });
    expect(expectOk(await paste(b.token, hash), 'b pastes')).toMatchObject({ id: rows[1]?.id });
    await Promise.all([s.pass(), s.pass()]);
    expect(await s.rowsOf(hash)).toHaveLength(3);
    expect([await s.usdtOf(a.token), await s.usdtOf(b.token)]).toEqual(['5.000000', '4.000000']);
  });

  it('two passes at once over new blocks record and credit each deposit once', async () => {
    const a = await s.user();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(6));
    await s.chain.mine(2);
    const reports = await Promise.all([s.pass(), s.pass(), s.pass()]);
    expect(reports.reduce((n, r) => n + (r.recorded ?? 0), 0)).toBe(1);
    expect(await s.rowsOf(hash)).toMatchObject([{ state: 'approved' }]);
    expect(await s.usdtOf(a.token)).toBe('6.000000');
  });
});

describe('the pasted hash meets the scanner’s rows', () => {
  it('a hash pasted first is the row the scanner finds, credited once', async () => {
    const a = await s.user();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(3));
    const pasted = expectOk(await paste(a.token, hash), 'paste');
    expect(pasted).toMatchObject({ state: 'confirming', chain: { confirmations: 1, required: 3 } });
    await s.pass();
    await s.chain.mine(2);
    await s.pass();
    expect(await s.rowsOf(hash)).toMatchObject([{ id: pasted.id, state: 'approved', logIndex: 0 }]);
    // The confirmation job finds nothing more to do.
    await s.app.services.autoRecharge.recheckDue();
    expect(await s.usdtOf(a.token)).toBe('3.000000');
  });
});

describe('deposits below the minimum', () => {
  it('are recorded, not credited, and with the carry credited with a later one', async () => {
    const a = await s.user();
    const dust = await s.chain.transfer(s.usdt, a.address, micro(0.4));
    await s.chain.mine(2);
    await s.pass();
    expect(await s.rowsOf(dust.hash)).toMatchObject([{ state: 'below_minimum', reason: 'BELOW_MINIMUM' }]);
    expect(await s.usdtOf(a.token)).toBe('0.000000');

    // 0.7 alone is below 1 too, but with the 0.4 it reaches it: both credited, each its own transfer.
    const more = await s.chain.transfer(s.usdt, a.address, micro(0.7));
    await s.chain.mine(2);
    await s.pass();
    const rows = [...(await s.rowsOf(dust.hash)), ...(await s.rowsOf(more.hash))];
    expect(rows.map((r) => r.state)).toEqual(['approved', 'approved']);
    expect(await ledgerAmounts(rows.map((r) => r.id))).toEqual([micro(0.4), micro(0.7)]);
    expect(await s.usdtOf(a.token)).toBe('1.100000');
  });

  it('without the carry stay uncredited beside a later deposit', async () => {
    await setScanRule(s.app, s.usdt, { carry: false });
    try {
      const a = await s.user();
      const dust = await s.chain.transfer(s.usdt, a.address, micro(0.5));
      const big = await s.chain.transfer(s.usdt, a.address, micro(2));
      await s.chain.mine(2);
      await s.pass();
      expect(await s.rowsOf(dust.hash)).toMatchObject([{ state: 'below_minimum' }]);
      expect(await s.rowsOf(big.hash)).toMatchObject([{ state: 'approved' }]);
      expect(await s.usdtOf(a.token)).toBe('2.000000');
    } finally {
      await setScanRule(s.app, s.usdt);
    }
  });
});
