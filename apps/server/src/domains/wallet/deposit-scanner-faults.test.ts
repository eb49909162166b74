/**
 * The scanner stopped at the worst moments, and several scanners at once: a process killed between two
 * ranges, a database failing inside a range's transaction, a node that serves only narrow ranges, two
 * servers on one database. Whatever happens, every deposit is recorded once and credited once.
 */
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { narrowReader, type ScannerApp, scannerOf, startScannerApp } from '../../test/chain/scanner-app.ts';
import { dbKind } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { chainCursors } from './chain-scan.tables.ts';
import { LEASE_MS } from './chain-store.ts';

let s: ScannerApp;

beforeAll(async () => {
  s = await startScannerApp({}, { CHAIN_SCAN_INTERVAL_MS: '20' });
}, 60_000);
afterEach(() => expectLedgerClean(s.app));
afterAll(() => s?.close());

const micro = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));
const erc20 = () => {
  const chain = s.app.services.chains.get('ERC20');
  if (!chain) throw new Error('ERC20 is set up');
  return chain.reader;
};
const cursor = async () => (await s.db.select().from(chainCursors))[0];
/** Another server's turn: the lease of one that stopped renewing runs out. */
const leaseRunsOut = () => s.app.clock.advance(LEASE_MS + 1_000);

/** Transfers of `amounts` to the users' addresses, one transaction (and block) each: their hashes and blocks. */
async function deposit(to: Address[], amounts: number[]) {
  const sent: { hash: string; block: number }[] = [];
  for (const [i, address] of to.entries()) {
    const { hash, receipt } = await s.chain.transfer(s.usdt, address, micro(amounts[i] ?? 1));
    sent.push({ hash, block: Number(receipt.blockNumber) });
  }
  return sent;
}

/** Every deposit of these transactions recorded once, credited once (one ledger transfer each). */
async function expectCreditedOnce(sent: { hash: string }[]) {
  for (const { hash } of sent) {
    const rows = await s.rowsOf(hash);
    expect(rows).toMatchObject([{ state: 'approved', logIndex: 0 }]);
    const transfer = await s.app.services.ledger.findTransfer(s.db, `recharge:${rows[0]?.id}`);
    expect(transfer?.amount).toBe(rows[0]?.amount);
  }
}

describe('a scanner killed mid-way', () => {
  it('between two ranges, restarted, misses and repeats nothing (and narrows ranges the node refuses)', async () => {
    const users = [await s.user(), await s.user(), await s.user()];
    const sent = await deposit(
      [...users, ...users].map((u) => u.address),
      [1, 2, 3, 4, 5, 6],
    );
    await s.chain.mine(3);
    const dying = narrowReader(erc20(), { width: 2, dieAfter: 4 });
    await expect(scannerOf(s.app, dying.reader).passOnce('ERC20')).rejects.toThrow('killed');
    // The node refused the wide ranges; the scanner halved them until it served them.
    expect(dying.served.refused).toBeGreaterThan(0);
    // What it recorded is exactly the deposits below its cursor, which stopped part-way.
    const stoppedAt = (await cursor())?.nextBlock ?? 0;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThanOrEqual(sent[5]?.block ?? 0);
    for (const d of sent) expect(await s.rowsOf(d.hash)).toHaveLength(d.block < stoppedAt ? 1 : 0);

    leaseRunsOut();
    const restarted = narrowReader(erc20(), { width: 2 });
    await scannerOf(s.app, restarted.reader).passOnce('ERC20');
    await expectCreditedOnce(sent);
    expect(await Promise.all(users.map((u) => s.usdtOf(u.token)))).toEqual([
      '5.000000',
      '7.000000',
      '9.000000',
    ]);
    leaseRunsOut();
  });

  it('inside a range’s transaction (the database fails), keeps nothing of the range and reads it again', async () => {
    const a = await s.user();
    const [{ hash } = { hash: '' }] = await deposit([a.address], [2.5]);
    await s.chain.mine(3);
    const db = s.db;
    await db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_cursor() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.next_block > OLD.next_block THEN RAISE EXCEPTION 'the scanner died in the range'; END IF;
          RETURN NEW;
        END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_cursor BEFORE UPDATE ON chain_cursors
        FOR EACH ROW EXECUTE FUNCTION test_refuse_cursor()`),
    );
    const before = await cursor();
    try {
      await expect(s.pass()).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('DROP TRIGGER test_refuse_cursor ON chain_cursors'));
      await db.execute(sql.raw('DROP FUNCTION test_refuse_cursor()'));
    }
    expect(await s.rowsOf(hash)).toEqual([]);
    expect((await cursor())?.nextBlock).toBe(before?.nextBlock);
    await s.pass();
    await expectCreditedOnce([{ hash }]);
    expect(await s.usdtOf(a.token)).toBe('2.500000');
  });
});

describe('a chain moving while the scanner reads it', () => {
  it('a block replaced between the logs and the block hashes read is read again, its deposit not missed', async () => {
    await s.pass();
    const a = await s.user();
    const mark = await s.chain.snapshot();
    await s.chain.mine(1);
    // The logs are read from the empty block; before the scanner asks the block hashes again, the
    // chain replaces that block by one with a deposit (a reorganisation at the worst moment).
    let replaced: { hash: string } | undefined;
    const reader = erc20();
    const racing = scannerOf(s.app, {
      ...reader,
      async transfers(token, from, to) {
        const read = await reader.transfers(token, from, to);
        if (!replaced) {
          await s.chain.revert(mark);
          [replaced] = await deposit([a.address], [4]);
        }
        return read;
      },
    });
    leaseRunsOut();
    expect(await racing.passOnce('ERC20')).toMatchObject({ recorded: 0 });
    expect(await s.rowsOf(replaced?.hash ?? '')).toEqual([]);
    leaseRunsOut();
    await s.chain.mine(3);
    await s.pass();
    await expectCreditedOnce([replaced ?? { hash: '' }]);
    expect(await s.usdtOf(a.token)).toBe('4.000000');
    leaseRunsOut();
  });
});

describe('several scanners', () => {
  it('one holds a network at a time; one whose lease ran out is replaced', async () => {
    const [first, second] = [scannerOf(s.app), scannerOf(s.app)];
    leaseRunsOut();
    expect((await first.passOnce('ERC20')).skipped).toBeUndefined();
    expect(await second.passOnce('ERC20')).toMatchObject({ skipped: 'leased' });
    leaseRunsOut();
    const a = await s.user();
    const sent = await deposit([a.address], [3]);
    await s.chain.mine(2);
    expect(await second.passOnce('ERC20')).toMatchObject({ recorded: 1, credited: 1 });
    expect(await first.passOnce('ERC20')).toMatchObject({ skipped: 'leased' });
    await expectCreditedOnce(sent);
    leaseRunsOut();
  });

  it('two servers running the scanner on one database credit each deposit once', async () => {
    const twin = dbKind === 'postgres' ? await s.app.twin() : undefined;
    // On PGlite (one process), two scanners of the one app stand for the two servers.
    const scanners = [
      scannerOf(s.app, undefined, 20),
      twin ? twin.services.depositScanner : scannerOf(s.app),
    ];
    try {
      const users = [await s.user(), await s.user(), await s.user()];
      const sent = await deposit(
        users.map((u) => u.address),
        [1.5, 2.5, 3.5],
      );
      await s.chain.mine(2);
      for (const scanner of scanners) scanner.start();
      // Each server's passes, and a lease handed over half-way.
      await until(async () => (await s.rowsOf(sent[0]?.hash ?? '')).length === 1);
      leaseRunsOut();
      await until(async () =>
        (await Promise.all(sent.map((d) => s.rowsOf(d.hash)))).every((rows) => rows[0]?.state === 'approved'),
      );
      await Promise.all(scanners.map((scanner) => scanner.stop()));
      // And both at once, by hand: nothing more.
      leaseRunsOut();
      await Promise.all(scanners.map((scanner) => scanner.passOnce('ERC20')));
      await expectCreditedOnce(sent);
      expect(await Promise.all(users.map((u) => s.usdtOf(u.token)))).toEqual([
        '1.500000',
        '2.500000',
        '3.500000',
      ]);
    } finally {
      await Promise.all(scanners.map((scanner) => scanner.stop()));
      await twin?.close();
    }
  });
});

/** Polls `done` until it holds (10 s at most). */
async function until(done: () => Promise<boolean>) {
  for (const start = Date.now(); Date.now() - start < 10_000; ) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('never happened');
}
