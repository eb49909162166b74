import { eq } from 'drizzle-orm';
import type { AuthService } from '../domains/auth/auth.service.ts';
import { users } from '../domains/auth/auth.tables.ts';
import { hashPassword } from '../domains/auth/passwords.ts';
import { type Ledger, unwrap } from '../domains/ledger/ledger.service.ts';
import type { Asset } from '../domains/ledger/ledger.tables.ts';
import type { Db } from './client.ts';

export const DEMO = {
  rootInviteCode: 'MCC888',
  mobile: '13800000001',
  password: 'demo12345',
  payPassword: '123456',
  /** Opening balances of the demo user, credited through the ledger from `adjustments`. */
  balances: { USDT: 10_000_000_000n, MCC: 1_000_000_000n, SSK: 1_000_000_000n } as Record<Asset, bigint>,
} as const;

/**
 * Demo data for a first look: a root inviter and a demo user invited by it.
 * Idempotent: the root's fixed invite code marks a seeded database.
 */
export async function seedDemo(deps: {
  db: Db;
  auth: AuthService;
  ledger: Ledger;
}): Promise<'created' | 'present'> {
  const [root] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, DEMO.rootInviteCode));
  if (root) return 'present';
  const rootUser = await deps.auth.createUser({ inviteCode: DEMO.rootInviteCode, nickname: 'MCC' });
  const demo = await deps.auth.createUser({
    mobile: DEMO.mobile,
    inviterId: rootUser.id,
    nickname: 'Demo',
    passwordHash: await hashPassword(DEMO.password),
    payPasswordHash: await hashPassword(DEMO.payPassword),
  });
  await deps.db.transaction(async (tx) => {
    for (const [asset, amount] of Object.entries(DEMO.balances) as [Asset, bigint][]) {
      unwrap(
        await deps.ledger.transfer(tx, {
          key: `demo:opening:${demo.id}:${asset}`,
          debit: await deps.ledger.systemAccount(tx, 'adjustments', asset),
          credit: await deps.ledger.userAccount(tx, demo.id, asset),
          asset,
          amount,
          code: 'adjustment',
          memo: 'demo opening balance',
        }),
      );
    }
  });
  return 'created';
}
