/**
 * One transaction, two roads to the ledger: a manual recharge holds a hash whole, the scanner's rows
 * one transfer each. Whatever order they come in, a transaction is never credited by both.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScannerApp, startScannerApp } from '../../test/chain/scanner-app.ts';
import { expectError, expectOk } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { uploadProof } from '../../test/users.ts';
import { REVIEWER } from '../../test/wallet.ts';

let s: ScannerApp;

beforeAll(async () => {
  s = await startScannerApp();
}, 60_000);
afterEach(() => expectLedgerClean(s.app));
afterAll(() => s?.close());

const micro = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));

/** The user reports the transaction as a manual recharge (network, amount, hash, screenshot). */
async function manual(who: { token: string; user: { id: number } }, txHash: string, amount: string) {
  const proof = await uploadProof(s.app, who.user.id);
  return s.api.post(
    '/api/fund/recharge',
    { network: 'ERC20', amount, txHash, proof },
    { token: who.token, headers: { 'idempotency-key': randomUUID() } },
  );
}

describe('a manual recharge and the scanner', () => {
  it('a hash the scanner recorded cannot be reported by hand', async () => {
    const a = await s.user();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(5));
    await s.pass();
    expectError(await manual(a, hash, '5'), 'TX_HASH_USED');
  });

  it('one under review holds the scanner’s rows; it cannot be approved, and once rejected they credit', async () => {
    const a = await s.user();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(6));
    const reported = expectOk(await manual(a, hash, '6'), 'manual');
    await s.chain.mine(3);
    await s.pass();
    const [row] = await s.rowsOf(hash).then((rows) => rows.filter((r) => r.logIndex !== null));
    expect(row).toMatchObject({ state: 'confirming', kind: 'auto' });
    expect(await s.usdtOf(a.token)).toBe('0.000000');

    const review = s.app.services.walletReview;
    await expect(review.approveRecharge(reported.id, REVIEWER)).rejects.toMatchObject({
      key: 'RECHARGE_SEEN_ON_CHAIN',
    });
    await review.rejectRecharge(reported.id, 'credited from the chain', REVIEWER);
    await s.pass();
    expect((await s.rowsOf(hash)).map((r) => [r.kind, r.state])).toEqual([
      ['auto', 'approved'],
      ['manual', 'rejected'],
    ]);
    expect(await s.usdtOf(a.token)).toBe('6.000000');
  });

  it('one approved before the scanner saw the hash keeps the scanner’s rows from crediting', async () => {
    const a = await s.user();
    const { hash } = await s.chain.transfer(s.usdt, a.address, micro(7));
    const reported = expectOk(await manual(a, hash, '7'), 'manual');
    await s.app.services.walletReview.approveRecharge(reported.id, REVIEWER);
    expect(await s.usdtOf(a.token)).toBe('7.000000');
    await s.chain.mine(3);
    await s.pass();
    const auto = (await s.rowsOf(hash)).filter((r) => r.logIndex !== null);
    expect(auto).toMatchObject([{ state: 'rejected', reason: 'TX_HASH_USED', amount: micro(7) }]);
    // Pasting it answers the hash's holder: TX_HASH_USED, nothing more.
    expectError(
      await s.api.post(
        '/api/fund/autoRecharge',
        { network: 'ERC20', txHash: hash },
        { token: a.token, headers: { 'idempotency-key': randomUUID() } },
      ),
      'TX_HASH_USED',
    );
    expect(await s.usdtOf(a.token)).toBe('7.000000');
  });
});
