/**
 * The chain scanner on TRON, against recorded answers of its HTTP API: a run of blocks paying the
 * test users' deposit addresses (derived from the test key, the recorded logs built around them), read
 * by the app's own TRC20 reader through a local node, then the same run after a reorganisation that
 * replaced the block holding one deposit.
 */
import { tronAddressToHex } from '@mcc/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositAddressOf, parseXpub } from '../../chain/deposit-address.ts';
import { testDepositKeys } from '../../test/chain/deposit-keys.ts';
import {
  FIRST_BLOCK,
  REORGED_OFFSET,
  type RecordedChain,
  recordedTronChains,
  TX_IDS,
} from '../../test/chain/tron-blocks.ts';
import { startTronNode, type TronNode } from '../../test/chain/tron-node.ts';
import { client, createTestApp, expectOk, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { signUp } from '../../test/users.ts';
import { chainCursors } from './chain-scan.tables.ts';
import { recharges } from './wallet.tables.ts';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const REORGED = FIRST_BLOCK + REORGED_OFFSET;

let node: TronNode;
let app: TestApp;
let chains: { main: RecordedChain; reorged: RecordedChain };
let users: Awaited<ReturnType<typeof signUp>>[];

beforeAll(async () => {
  // The node knows no block until the users exist: the run is built around their addresses.
  node = await startTronNode(new Map(), 0);
  const keys = testDepositKeys();
  app = await createTestApp({
    env: {
      CHAIN_TRC20_API_URL: node.url,
      CHAIN_TRC20_API_KEY: 'tron-key',
      CHAIN_TRC20_XPUB: keys.tron.publicExtendedKey,
      CHAIN_TIMEOUT_MS: '2000',
    },
  });
  const config = await app.services.settings.get();
  await app.services.settings.update({
    ...config,
    autoRecharge: {
      ...config.autoRecharge,
      timeoutMinutes: 60,
      networks: config.autoRecharge.networks.map((n) =>
        n.network === 'TRC20'
          ? { ...n, enabled: true, token: USDT, confirmations: 19, minimum: '0.5' }
          : { ...n, enabled: false },
      ),
    },
  });
  users = [await signUp(app), await signUp(app), await signUp(app)];
  const xpub = parseXpub(keys.tron.publicExtendedKey);
  const [a, b, c] = users.map((u) => tronAddressToHex(depositAddressOf('TRC20', xpub, u.user.id)));
  chains = recordedTronChains({ a: a as string, b: b as string, c: c as string });
  // The scanner had read up to the run (a fresh one would start 5,000 blocks below the head).
  await app.database.db
    .insert(chainCursors)
    .values({ network: 'TRC20', token: USDT, nextBlock: FIRST_BLOCK });
}, 60_000);
afterEach(() => expectLedgerClean(app));
afterAll(async () => {
  await app?.dispose();
  await node?.close();
});

const pass = () => app.services.depositScanner.passOnce('TRC20');
const rowsOf = (hash: string) =>
  app.database.db.select().from(recharges).where(eq(recharges.txHash, hash)).orderBy(asc(recharges.logIndex));
const balances = () =>
  Promise.all(
    users.map(
      async (u) =>
        expectOk(await client(app).get('/api/user/balance', { token: u.token }), 'balance').USDT.available,
    ),
  );

describe('the scanner on TRON', () => {
  it('credits deposits nobody reported at 19 confirmations; a reorganisation sends one back to waiting, never credited', async () => {
    const [a, b, c] = users.map((u) => u.user.id);
    node.show(chains.main, FIRST_BLOCK + 18);
    expect(await pass()).toMatchObject({ read: { from: FIRST_BLOCK, to: FIRST_BLOCK + 18 }, recorded: 4 });
    // The payout's two transfers, each its own row, 18 blocks deep: waiting.
    expect(
      (await rowsOf(TX_IDS.payout)).map((r) => [r.logIndex, r.userId, r.amount, r.state, r.confirmations]),
    ).toEqual([
      [0, a, 10_000_000n, 'confirming', 18],
      [1, b, 2_500_000n, 'confirming', 18],
    ]);
    // Another token's transfer and the reverted call are nobody's deposit; the transfer of nothing neither.
    for (const hash of [TX_IDS.otherToken, TX_IDS.reverted]) expect(await rowsOf(hash)).toEqual([]);
    expect(await rowsOf(TX_IDS.withNothingFirst)).toMatchObject([
      { logIndex: 1, userId: c, amount: 1_000_000n },
    ]);
    expect(await balances()).toEqual(['0.000000', '0.000000', '0.000000']);

    node.show(chains.main, FIRST_BLOCK + 19);
    expect(await pass()).toMatchObject({ credited: 2 });
    expect(await rowsOf(TX_IDS.payout)).toMatchObject([
      {
        state: 'approved',
        chainBlock: FIRST_BLOCK + 1,
        chainBlockHash: chains.main.get(FIRST_BLOCK + 1)?.block.blockID,
      },
      { state: 'approved', chainBlock: FIRST_BLOCK + 1 },
    ]);
    expect(await balances()).toEqual(['10.000000', '2.500000', '0.000000']);
    const [confirming] = await rowsOf(TX_IDS.reorged);
    expect(confirming).toMatchObject({
      userId: c,
      state: 'confirming',
      chainBlock: REORGED,
      confirmations: 10,
    });

    // The deposit's block is replaced by one without it, and the new chain grows past the depth asked.
    node.show(chains.reorged, FIRST_BLOCK + 32);
    expect(await pass()).toMatchObject({ rewoundTo: REORGED - 1, credited: 1 });
    expect(await rowsOf(TX_IDS.reorged)).toMatchObject([
      { state: 'confirming', chainBlock: null, chainBlockHash: null, confirmations: 0 },
    ]);
    // The deposit in a block the reorganisation left alone is credited at its 19th confirmation.
    expect(await rowsOf(TX_IDS.withNothingFirst)).toMatchObject([
      { state: 'approved', chainBlock: FIRST_BLOCK + 4 },
    ]);
    expect(await balances()).toEqual(['10.000000', '2.500000', '1.000000']);

    node.show(chains.reorged, FIRST_BLOCK + 60);
    await pass();
    expect(await rowsOf(TX_IDS.reorged)).toMatchObject([{ state: 'confirming', chainBlock: null }]);
    // Never seen again within the time-out: dropped, nothing credited.
    app.clock.advance(61 * 60_000);
    await pass();
    expect(await rowsOf(TX_IDS.reorged)).toMatchObject([{ state: 'rejected', reason: 'TX_DROPPED' }]);
    expect(await balances()).toEqual(['10.000000', '2.500000', '1.000000']);
    expect(node.calls.every((call) => call.key === 'tron-key')).toBe(true);
  });

  it('a node that fails records nothing and moves no cursor; the next pass goes on', async () => {
    const [before] = await app.database.db
      .select()
      .from(chainCursors)
      .where(eq(chainCursors.network, 'TRC20'));
    node.show(chains.reorged, FIRST_BLOCK + 70);
    node.fault = 'caught';
    try {
      await expect(pass()).rejects.toThrow(/TRC20 node unavailable/);
    } finally {
      node.fault = 'none';
    }
    const [after] = await app.database.db
      .select()
      .from(chainCursors)
      .where(eq(chainCursors.network, 'TRC20'));
    expect(after?.nextBlock).toBe(before?.nextBlock);
    expect(await pass()).toMatchObject({ read: { from: before?.nextBlock, to: FIRST_BLOCK + 70 } });
    expect(await balances()).toEqual(['10.000000', '2.500000', '1.000000']);
  });
});
