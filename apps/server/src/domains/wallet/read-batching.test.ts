import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { newProduct } from '../../test/pledge.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

/** The signed-in reads whose statements the requests of the same moment share. */
const READS = [
  '/api/user/balance',
  '/api/fund/usdt',
  '/api/fund/wallet',
  '/api/fund/usdtDetail?page=1&limit=5',
  '/api/user/index',
  '/api/pledge/index',
];

describe('reads asked at the same moment, sharing their statements', () => {
  it('answer each user exactly what the same read asked alone answers', async () => {
    const product = await newProduct(app);
    // Users whose figures all differ: balances, stakes, inviters and invitees.
    const inviter = await signUp(app, { usdt: '350' });
    const staked = await api.post(
      '/api/pledge/add',
      { productId: product.id, amount: '120', payPassword: PAY_PASSWORD },
      { token: inviter.token },
    );
    expect(staked.body.code).toBe(1);
    const invitees = [
      await signUp(app, { usdt: '20', inviterId: inviter.user.id }),
      await signUp(app, { usdt: '7.5', inviterId: inviter.user.id }),
    ];
    const tokens = [inviter, ...invitees, await signUp(app)].map((u) => u.token);

    const alone: unknown[] = [];
    for (const token of tokens)
      for (const path of READS) alone.push((await api.get(path, { token })).body.data);
    const together = await Promise.all(
      tokens.flatMap((token) => READS.map(async (path) => (await api.get(path, { token })).body.data)),
    );

    expect(together).toEqual(alone);
    const figures = together.filter((_, i) => i % READS.length === 0) as { USDT: { total: string } }[];
    expect(new Set(figures.map((b) => b.USDT.total)).size).toBe(tokens.length);
    const centre = together[READS.indexOf('/api/user/index')] as { directMembers: number };
    expect(centre.directMembers).toBe(2);
  });
});
