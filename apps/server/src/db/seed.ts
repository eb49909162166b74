import { eq } from 'drizzle-orm';
import type { AuthService } from '../domains/auth/auth.service.ts';
import { users } from '../domains/auth/auth.tables.ts';
import { hashPassword } from '../domains/auth/passwords.ts';
import type { Db } from './client.ts';

export const DEMO = {
  rootInviteCode: 'MCC888',
  mobile: '13800000001',
  password: 'demo12345',
  payPassword: '123456',
} as const;

/**
 * Demo data for a first look: a root inviter and a demo user invited by it.
 * Idempotent: the root's fixed invite code marks a seeded database.
 */
export async function seedDemo(deps: { db: Db; auth: AuthService }): Promise<'created' | 'present'> {
  const [root] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, DEMO.rootInviteCode));
  if (root) return 'present';
  const rootUser = await deps.auth.createUser({ inviteCode: DEMO.rootInviteCode, nickname: 'MCC' });
  await deps.auth.createUser({
    mobile: DEMO.mobile,
    inviterId: rootUser.id,
    nickname: 'Demo',
    passwordHash: await hashPassword(DEMO.password),
    payPasswordHash: await hashPassword(DEMO.payPassword),
  });
  return 'created';
}
