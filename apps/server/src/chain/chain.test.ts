import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizeAddress, tronAddressFromHex } from '@mcc/contract';
import { toHex } from 'viem';
import { hdKeyToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeTransfer, toMicro } from '../domains/wallet/auto-recharge-verdict.ts';
import { testDepositKeys } from '../test/chain/deposit-keys.ts';
import {
  HEAD_BLOCK,
  RECEIVER_HEX,
  SENDER_HEX,
  TRON_ANSWERS,
  TRON_USDT,
  TX,
} from '../test/chain/tron-answers.ts';
import { ChainUnavailable } from './chain.ts';
import { depositAddressOf, parseXpub } from './deposit-address.ts';
import { tronAdapter } from './tron.ts';

describe('deposit addresses from an extended public key', () => {
  it('are the addresses a wallet holding the private key derives: the operators can sweep them', () => {
    const { root, evm, tron } = testDepositKeys();
    const xpub = parseXpub(evm.publicExtendedKey);
    for (const userId of [1, 2, 1_000_000]) {
      // What a BIP-44 wallet (MetaMask's path) opened with the root key shows as account `userId`.
      const wallet = hdKeyToAccount(root, { addressIndex: userId });
      expect(depositAddressOf('ERC20', xpub, userId)).toBe(wallet.address);
      expect(depositAddressOf('BEP20', xpub, userId)).toBe(wallet.address);
    }
    const tronAddress = depositAddressOf('TRC20', parseXpub(tron.publicExtendedKey), 7);
    expect(normalizeAddress('TRC20', tronAddress)).toBe(tronAddress);
    const tronKey = root.derive("m/44'/195'/0'/0/7").privateKey;
    if (!tronKey) throw new Error('the root derives private keys');
    const account = privateKeyToAccount(toHex(tronKey));
    expect(tronAddress).toBe(tronAddressFromHex(account.address));
    expect(depositAddressOf('TRC20', parseXpub(tron.publicExtendedKey), 8)).not.toBe(tronAddress);
  });
});

describe('judging a transaction', () => {
  const token = '0x1111111111111111111111111111111111111111';
  const me = '0x2222222222222222222222222222222222222222';
  const someone = '0x3333333333333333333333333333333333333333';
  const mined = (transfers: { token: string; to: string; value: bigint }[], confirmations = 5) =>
    ({
      kind: 'mined',
      success: true,
      block: 10,
      confirmations,
      decimals: 6,
      transfers: transfers.map((t) => ({ ...t, from: someone })),
    }) as const;
  const expected = { token, to: me, confirmations: 3 };

  it('adds up every transfer of the token to the user, and ignores the rest', () => {
    const verdict = judgeTransfer(
      mined([
        { token, to: me, value: 1_000_000n },
        { token, to: someone, value: 50_000_000n },
        { token: someone, to: me, value: 70_000_000n },
        { token, to: me, value: 2_500_000n },
      ]),
      expected,
    );
    expect(verdict).toEqual({
      paid: {
        confirmed: true,
        amount: 3_500_000n,
        from: someone,
        to: me,
        token,
        block: 10,
        confirmations: 5,
      },
    });
    expect(judgeTransfer(mined([{ token, to: me, value: 1n }], 2), expected)).toMatchObject({
      paid: { confirmed: false, confirmations: 2 },
    });
  });

  it('turns token units into micro-USDT, rounding dust down', () => {
    expect(toMicro(1_500_000_000_000_000_000n, 18)).toBe(1_500_000n);
    expect(toMicro(999_999_999_999n, 18)).toBe(0n);
    expect(toMicro(25_000_000n, 6)).toBe(25_000_000n);
    expect(toMicro(25n, 2)).toBe(250_000n);
  });
});

describe('the TRC20 adapter against TRON API answers', () => {
  let server: http.Server;
  let url: string;
  const keys: (string | undefined)[] = [];
  let status = 200;
  let silent = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        keys.push(req.headers['tron-pro-api-key'] as string | undefined);
        if (silent) return; // never answers
        const value = (JSON.parse(body || '{}') as { value?: string }).value ?? '';
        const answer = TRON_ANSWERS[req.url ?? '']?.[value];
        res.writeHead(status === 200 && answer === undefined ? 404 : status, {
          'content-type': 'application/json',
        });
        res.end(JSON.stringify(answer ?? { Error: 'not recorded' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('reads a USDT transfer: sender, recipient, amount, depth and decimals, with the API key', async () => {
    const adapter = tronAdapter(url, 'key-1', 2_000);
    const report = await adapter.inspect(TX.paid, TRON_USDT);
    expect(report).toEqual({
      kind: 'mined',
      success: true,
      block: 66_241_300,
      confirmations: HEAD_BLOCK - 66_241_300 + 1,
      decimals: 6,
      transfers: [
        {
          token: TRON_USDT,
          from: tronAddressFromHex(SENDER_HEX),
          to: tronAddressFromHex(RECEIVER_HEX),
          value: 25_000_000n,
        },
      ],
    });
    expect(keys.every((k) => k === 'key-1')).toBe(true);
    const to = tronAddressFromHex(RECEIVER_HEX);
    expect(judgeTransfer(report, { token: TRON_USDT, to, confirmations: 19 })).toMatchObject({
      paid: { confirmed: true, amount: 25_000_000n, to },
    });
    expect(judgeTransfer(report, { token: TRON_USDT, to, confirmations: 20 })).toMatchObject({
      paid: { confirmed: false, confirmations: 19 },
    });
    expect(
      judgeTransfer(report, { token: TRON_USDT, to: tronAddressFromHex(SENDER_HEX), confirmations: 1 }),
    ).toEqual({
      refused: 'TX_WRONG_RECIPIENT',
    });
  });

  it('tells a failed call, a transaction in the mempool and an unknown hash apart', async () => {
    const adapter = tronAdapter(url, undefined, 2_000);
    const expected = { token: TRON_USDT, to: tronAddressFromHex(RECEIVER_HEX), confirmations: 19 };
    expect(judgeTransfer(await adapter.inspect(TX.failed, TRON_USDT), expected)).toEqual({
      refused: 'TX_FAILED',
    });
    expect(await adapter.inspect(TX.pending, TRON_USDT)).toEqual({ kind: 'unmined' });
    expect(await adapter.inspect(TX.unknown, TRON_USDT)).toEqual({ kind: 'unknown' });
  });

  it('a node that errs or keeps silent is unavailable, not a verdict', async () => {
    status = 503;
    try {
      await expect(tronAdapter(url, undefined, 2_000).inspect(TX.paid, TRON_USDT)).rejects.toBeInstanceOf(
        ChainUnavailable,
      );
    } finally {
      status = 200;
    }
    silent = true;
    try {
      const started = Date.now();
      await expect(tronAdapter(url, undefined, 300).inspect(TX.paid, TRON_USDT)).rejects.toBeInstanceOf(
        ChainUnavailable,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent = false;
    }
  });
});
