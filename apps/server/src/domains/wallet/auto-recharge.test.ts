/**
 * Automatic recharge against a real local EVM chain (Ganache, in process) with real ERC-20 tokens
 * deployed from bytecode: ERC20 reaches the node directly, BEP20 through a TCP proxy the test can cut.
 * ERC20 asks 3 confirmations (a fresh transfer has 1), BEP20 1; BEP20's token has 18 decimals.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain, testDepositKeys } from '../../test/chain/local-chain.ts';
import {
  type Api,
  bearer,
  client,
  createTestApp,
  dbKind,
  expectError,
  expectOk,
  operatorToken,
  type TestApp,
} from '../../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { signUp, uploadProof } from '../../test/users.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { recharges } from './wallet.tables.ts';

let chain: LocalChain;
let proxy: TcpProxy;
let app: TestApp;
let api: Api;
let usdt: Address;
let otherToken: Address;
let bscUsdt: Address;

const post = (path: string, body: object, token: string) =>
  api.post(path, body as Record<string, unknown>, { token, headers: { 'idempotency-key': randomUUID() } });
const submit = (token: string, txHash: string, network = 'ERC20') =>
  post('/api/fund/autoRecharge', { network, txHash }, token);
const addressOf = async (token: string, network = 'ERC20') => {
  const targets = expectOk(await api.get('/api/fund/depositAddress', { token }), 'deposit address');
  return targets.find((t: { network: string }) => t.network === network).address as Address;
};
const usdtOf = async (token: string) =>
  expectOk(await api.get('/api/user/balance', { token }), 'balance').USDT.available as string;
const rechargeCount = () => app.database.db.$count(recharges);

beforeAll(async () => {
  chain = await startLocalChain();
  [usdt, otherToken, bscUsdt] = [
    await chain.deployToken(6),
    await chain.deployToken(6, 'DAI'),
    await chain.deployToken(18),
  ];
  const node = new URL(chain.url);
  proxy = await startTcpProxy({ host: node.hostname, port: Number(node.port) });
  const keys = testDepositKeys();
  app = await createTestApp({
    env: {
      CHAIN_ERC20_RPC_URL: chain.url,
      CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey,
      CHAIN_BEP20_RPC_URL: `http://127.0.0.1:${proxy.port}`,
      CHAIN_BEP20_XPUB: keys.evm.publicExtendedKey,
      CHAIN_TIMEOUT_MS: '2000',
    },
  });
  api = client(app);
  const config = await app.services.settings.get();
  await app.services.settings.update({
    ...config,
    autoRecharge: {
      timeoutMinutes: 60,
      carryBelowMinimum: true,
      networks: [
        { network: 'ERC20', enabled: true, token: usdt, confirmations: 3, minimum: '1' },
        { network: 'BEP20', enabled: true, token: bscUsdt, confirmations: 1, minimum: '1' },
        {
          network: 'TRC20',
          enabled: true,
          token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          confirmations: 19,
          minimum: '1',
        },
      ],
    },
  });
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  await app.dispose();
  await proxy.close();
  await chain.close();
});

describe('deposit addresses', () => {
  it('gives each user their own address per network, and none where the server has no chain', async () => {
    const [a, b] = [await signUp(app), await signUp(app)];
    const targets = expectOk(await api.get('/api/fund/depositAddress', { token: a.token }), 'targets');
    const erc = targets.find((t: { network: string }) => t.network === 'ERC20');
    expect(erc).toMatchObject({ available: true, token: usdt, confirmations: 3 });
    expect(erc.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await addressOf(b.token)).not.toBe(erc.address);
    expect(await addressOf(a.token)).toBe(erc.address);
    // Same key on both EVM networks: the same address.
    expect(await addressOf(a.token, 'BEP20')).toBe(erc.address);
    expect(targets.find((t: { network: string }) => t.network === 'TRC20')).toMatchObject({
      available: false,
      address: '',
    });
    expectError(await submit(a.token, 'ab'.repeat(32), 'TRC20'), 'AUTO_RECHARGE_UNAVAILABLE');
  });
});

describe('the console’s chain status', () => {
  it('says per network what the environment sets up, and the variables that set each', async () => {
    const token = await operatorToken(app, 'finance');
    const status = expectOk(await api.get('/admin-api/chain/status', { headers: bearer(token) }), 'status');
    expect(status).toEqual([
      {
        network: 'ERC20',
        enabled: true,
        rpc: true,
        xpub: true,
        variables: { rpc: 'CHAIN_ERC20_RPC_URL', xpub: 'CHAIN_ERC20_XPUB' },
      },
      {
        network: 'BEP20',
        enabled: true,
        rpc: true,
        xpub: true,
        variables: { rpc: 'CHAIN_BEP20_RPC_URL', xpub: 'CHAIN_BEP20_XPUB' },
      },
      {
        network: 'TRC20',
        enabled: true,
        rpc: false,
        xpub: false,
        variables: { rpc: 'CHAIN_TRC20_API_URL', xpub: 'CHAIN_TRC20_XPUB' },
      },
    ]);
  });
});

describe('a transfer to the user', () => {
  it('credits exactly the amount once deep enough, with the chain facts on the recharge', async () => {
    const { token } = await signUp(app);
    const to = await addressOf(token);
    const before = await usdtOf(token);
    const { hash } = await chain.transfer(usdt, to, 12_345_678n);
    await chain.mine(2);
    const done = expectOk(await submit(token, hash), 'submit');
    expect(done).toMatchObject({
      kind: 'auto',
      network: 'ERC20',
      amount: '12.345678',
      state: 'approved',
      txHash: chain.bare(hash),
      proof: '',
      chain: { from: chain.owner, to, token: usdt, confirmations: 3, required: 3 },
    });
    expect(await usdtOf(token)).toBe((Number(before) + 12.345678).toFixed(6));
    const listed = expectOk(await api.get('/api/fund/rechargeList', { token }), 'list').list[0];
    expect(listed).toMatchObject({ id: done.id, kind: 'auto', state: 'approved' });
  });

  it('waits for confirmations, then credits when the chain has them (the user’s reads move it on)', async () => {
    const { token } = await signUp(app);
    const { hash } = await chain.transfer(usdt, await addressOf(token), 5_000_000n);
    const waiting = expectOk(await submit(token, hash), 'submit');
    expect(waiting).toMatchObject({ state: 'confirming', chain: { confirmations: 1, required: 3 } });
    expect(await usdtOf(token)).toBe('0.000000');

    await chain.mine(1);
    app.clock.advance(6_000);
    const deeper = expectOk(await api.get(`/api/fund/rechargeDetail?id=${waiting.id}`, { token }), 'detail');
    expect(deeper).toMatchObject({ state: 'confirming', chain: { confirmations: 2 } });
    // A read within 5 s of the last check does not ask the node again.
    await chain.mine(1);
    const same = expectOk(await api.get(`/api/fund/rechargeDetail?id=${waiting.id}`, { token }), 'detail');
    expect(same).toMatchObject({ state: 'confirming', chain: { confirmations: 2 } });
    app.clock.advance(6_000);
    const credited = expectOk(
      await api.get(`/api/fund/rechargeDetail?id=${waiting.id}`, { token }),
      'detail',
    );
    expect(credited).toMatchObject({ state: 'approved', amount: '5.000000', chain: { confirmations: 3 } });
    expect(await usdtOf(token)).toBe('5.000000');
    // The job's pass finds nothing left to do.
    await app.services.autoRecharge.recheckDue();
    expect(await usdtOf(token)).toBe('5.000000');
    // Another user cannot read it.
    expectError(
      await api.get(`/api/fund/rechargeDetail?id=${waiting.id}`, { token: (await signUp(app)).token }),
      'RECHARGE_NOT_FOUND',
    );
  });

  it('the job confirms a waiting recharge nobody reads, and times out one that never gets deep enough', async () => {
    const { token } = await signUp(app);
    const to = await addressOf(token);
    const first = expectOk(await submit(token, (await chain.transfer(usdt, to, 1_000_000n)).hash), 'first');
    await chain.mine(2);
    const second = expectOk(await submit(token, (await chain.transfer(usdt, to, 2_000_000n)).hash), 'second');
    expect(second.state).toBe('confirming');
    await app.services.autoRecharge.recheckDue();
    const read = async (id: number) =>
      expectOk(await api.get(`/api/fund/rechargeDetail?id=${id}`, { token }), 'read');
    expect(await read(first.id)).toMatchObject({ state: 'approved' });
    expect(await usdtOf(token)).toBe('1.000000');
    // An hour later the second is still at its depth (no blocks mined): refused, nothing credited.
    app.clock.advance(61 * 60_000);
    await app.services.autoRecharge.recheckDue();
    expect(await read(second.id)).toMatchObject({ state: 'rejected', reason: 'CONFIRMATION_TIMEOUT' });
    await chain.mine(5);
    await app.services.autoRecharge.recheckDue();
    expect(await read(second.id)).toMatchObject({ state: 'rejected' });
    expect(await usdtOf(token)).toBe('1.000000');
  });

  it('credits in the token’s decimals (18 on BEP20), and refuses dust below a micro-USDT', async () => {
    const { token } = await signUp(app);
    const to = await addressOf(token, 'BEP20');
    // 1.5 tokens of 18 decimals, and dust below a micro-USDT refused.
    const { hash } = await chain.transfer(bscUsdt, to, 1_500_000_000_000_000_000n);
    expect(expectOk(await submit(token, hash, 'BEP20'), 'bep20')).toMatchObject({
      state: 'approved',
      amount: '1.500000',
    });
    const dust = await chain.transfer(bscUsdt, to, 999_999_999_999n);
    expectError(await submit(token, dust.hash, 'BEP20'), 'TX_AMOUNT_TOO_SMALL');
  });
});

describe('hashes that credit nothing', () => {
  it('refuses another user’s deposit, another token, a failed transaction and an unknown hash', async () => {
    const [a, b] = [await signUp(app), await signUp(app)];
    const count = await rechargeCount();
    const toB = await chain.transfer(usdt, await addressOf(b.token), 3_000_000n);
    await chain.mine(2);
    expectError(await submit(a.token, toB.hash), 'TX_WRONG_RECIPIENT');
    const dai = await chain.transfer(otherToken, await addressOf(a.token), 3_000_000n);
    expectError(await submit(a.token, dai.hash), 'TX_WRONG_TOKEN');
    // The same ERC20 transfer claimed on BEP20 moves no BEP20 USDT.
    expectError(await submit(b.token, toB.hash, 'BEP20'), 'TX_WRONG_TOKEN');
    // `other` holds no tokens: its transfer reverts on chain, mined as failed.
    const failed = await chain.transfer(usdt, await addressOf(a.token), 1n, { from: chain.other });
    expect(failed.receipt.status).toBe('reverted');
    expectError(await submit(a.token, failed.hash), 'TX_FAILED');
    expectError(await submit(a.token, 'cd'.repeat(32)), 'TX_NOT_FOUND');
    expect(await rechargeCount()).toBe(count);
    expect(await usdtOf(a.token)).toBe('0.000000');
    // Refused hashes stay free: B, whose deposit it is, is credited.
    expect(expectOk(await submit(b.token, toB.hash), 'b')).toMatchObject({
      state: 'approved',
      amount: '3.000000',
    });
  });

  it('answers CHAIN_UNAVAILABLE and credits nothing while the node cannot be reached', async () => {
    const { token } = await signUp(app);
    const { hash } = await chain.transfer(bscUsdt, await addressOf(token, 'BEP20'), 10n ** 18n);
    const count = await rechargeCount();
    proxy.cut();
    try {
      expectError(await submit(token, hash, 'BEP20'), 'CHAIN_UNAVAILABLE');
      expect(await rechargeCount()).toBe(count);
      expect(await usdtOf(token)).toBe('0.000000');
    } finally {
      proxy.heal();
    }
    expect(expectOk(await submit(token, hash, 'BEP20'), 'after')).toMatchObject({
      state: 'approved',
      amount: '1.000000',
    });
  });

  it('refuses a network the operators switched off', async () => {
    const { token } = await signUp(app);
    const address = await addressOf(token, 'BEP20');
    const config = await app.services.settings.get();
    const off = config.autoRecharge.networks.map((n) =>
      n.network === 'BEP20' ? { ...n, enabled: false } : n,
    );
    await app.services.settings.update({
      ...config,
      autoRecharge: { ...config.autoRecharge, networks: off },
    });
    try {
      const { hash } = await chain.transfer(bscUsdt, address, 10n ** 18n);
      expectError(await submit(token, hash, 'BEP20'), 'AUTO_RECHARGE_UNAVAILABLE');
      const targets = expectOk(await api.get('/api/fund/depositAddress', { token }), 'targets');
      expect(targets.find((t: { network: string }) => t.network === 'BEP20')).toMatchObject({
        available: false,
      });
    } finally {
      await app.services.settings.update(config);
    }
  });
});

describe('one transaction credits once', () => {
  it('refuses a replay, by the same user, by another, and as a manual recharge', async () => {
    const [a, b] = [await signUp(app), await signUp(app)];
    const { hash } = await chain.transfer(usdt, await addressOf(a.token), 4_000_000n);
    await chain.mine(2);
    const first = expectOk(await submit(a.token, hash), 'first');
    // Pasted again (however written), it answers the same credited recharge: one transfer, one row.
    expect(expectOk(await submit(a.token, hash), 'again')).toMatchObject({ id: first.id, state: 'approved' });
    const upper = expectOk(await submit(a.token, chain.bare(hash).toUpperCase()), 'upper');
    expect(upper.id).toBe(first.id);
    // It paid nobody else.
    expectError(await submit(b.token, hash), 'TX_WRONG_RECIPIENT');
    const proof = await uploadProof(app, b.user.id);
    expectError(
      await post('/api/fund/recharge', { network: 'ERC20', amount: '4', txHash: hash, proof }, b.token),
      'TX_HASH_USED',
    );
    expect(await usdtOf(a.token)).toBe('4.000000');
  });

  it('20 submissions of one hash at once credit it once, each answering its one recharge', async () => {
    const { token } = await signUp(app);
    const { hash } = await chain.transfer(usdt, await addressOf(token), 9_000_000n);
    await chain.mine(2);
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      const apis = twin ? [api, client(twin)] : [api];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (apis[i % apis.length] ?? api).post(
            '/api/fund/autoRecharge',
            { network: 'ERC20', txHash: hash },
            {
              token,
              headers: { 'idempotency-key': randomUUID() },
            },
          ),
        ),
      );
      // Each answers the one recharge of the transfer, credited.
      const ids = new Set(answers.map((r) => expectOk(r, 'submit').id));
      expect(ids.size).toBe(1);
      expect(await app.database.db.$count(recharges, eq(recharges.txHash, chain.bare(hash)))).toBe(1);
      expect(await usdtOf(token)).toBe('9.000000');
    } finally {
      await twin?.close();
    }
  });

  it('two servers confirming the same waiting recharge at once credit it once', async () => {
    if (dbKind !== 'postgres') return;
    const { token } = await signUp(app);
    const waiting = expectOk(
      await submit(token, (await chain.transfer(usdt, await addressOf(token), 6_000_000n)).hash),
      'w',
    );
    await chain.mine(2);
    const twin = await app.twin();
    try {
      await Promise.all([app.services.autoRecharge.recheckDue(), twin.services.autoRecharge.recheckDue()]);
    } finally {
      await twin.close();
    }
    expect(expectOk(await api.get(`/api/fund/rechargeDetail?id=${waiting.id}`, { token }), 'd').state).toBe(
      'approved',
    );
    expect(await usdtOf(token)).toBe('6.000000');
  });
});
