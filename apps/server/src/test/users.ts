import { randomInt } from 'node:crypto';
import { type Asset, parseAmount } from '@mcc/contract';
import { userTokens } from '../domains/auth/auth.tables.ts';
import { unwrap } from '../domains/ledger/ledger.service.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newToken } from '../lib/secrets.ts';
import { client, type TestApp } from './harness.ts';

export const PASSWORD = 'secret123';
export const PAY_PASSWORD = '654321';

/**
 * A signed-in user with a payment password and, optionally, an inviter (the referral tree is filled
 * by the database from `inviterId`) and USDT credited from `adjustments`.
 */
export async function signUp(app: TestApp, opts: { usdt?: string; email?: string; inviterId?: number } = {}) {
  const mobile = `139${randomInt(10_000_000, 100_000_000)}`;
  const user = await app.services.auth.createUser({
    mobile,
    email: opts.email,
    inviterId: opts.inviterId,
    nickname: 'Tester',
    passwordHash: await hashPassword(PASSWORD),
    payPasswordHash: await hashPassword(PAY_PASSWORD),
  });
  const login = await client(app).post('/api/user/login', { account: mobile, password: PASSWORD });
  if (login.body.code !== 1) throw new Error(`login failed: ${login.body.msg}`);
  if (opts.usdt) await credit(app, user.id, opts.usdt);
  return { user, mobile, token: login.body.data.userinfo.token as string };
}

/**
 * `n` users at once, each with the payment password, a session token and `usdt` credited: the crowd
 * of a concurrency test. The passwords are hashed once and the tokens stored directly, so a crowd
 * costs no password hashing per user.
 */
export async function signUpMany(app: TestApp, n: number, opts: { usdt?: string } = {}) {
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(PASSWORD),
    hashPassword(PAY_PASSWORD),
  ]);
  const crowd: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await app.services.auth.createUser({
      mobile: `137${randomInt(10_000_000, 100_000_000)}`,
      nickname: 'Buyer',
      passwordHash,
      payPasswordHash,
    });
    const token = newToken();
    await app.database.db.insert(userTokens).values(app.services.auth.sessionRow(user.id, token));
    if (opts.usdt) await credit(app, user.id, opts.usdt);
    crowd.push({ id: user.id, token });
  }
  return crowd;
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores a picture as uploaded by `userId` (as `/api/common/upload` does) and answers its URL: a recharge proof. */
export async function uploadProof(app: Pick<TestApp, 'services'>, userId: number): Promise<string> {
  return (await app.services.uploads.store(userId, 'proof.png', PNG, ['image/png'])).url;
}

/** Credits USDT (or another asset) to a user's main account from `adjustments`, as an operator's adjustment would. */
export async function credit(
  app: Pick<TestApp, 'services' | 'database'>,
  userId: number,
  amount: string,
  asset: Asset = 'USDT',
) {
  const { ledger } = app.services;
  await app.database.db.transaction(async (tx) =>
    unwrap(
      await ledger.transfer(tx, {
        key: `test:credit:${userId}:${randomInt(1e9)}`,
        debit: await ledger.systemAccount(tx, 'adjustments', asset),
        credit: await ledger.userAccount(tx, userId, asset),
        asset,
        amount: parseAmount(amount) ?? 0n,
        code: 'adjustment',
      }),
    ),
  );
}

/** Freezes or unfreezes a user's USDT account, as an operator can. */
export async function setFrozen(app: TestApp, userId: number, frozen: boolean) {
  const { ledger } = app.services;
  const account = await ledger.userAccount(app.database.db, userId, 'USDT');
  await app.database.db.transaction((tx) => ledger.setFrozen(tx, account, frozen));
}
