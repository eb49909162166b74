import type { UserInfo } from '@mcc/contract';
import type { users } from './auth.tables.ts';

export type User = typeof users.$inferSelect;
export type Contact = { mobile?: string; email?: string };

export function toUserInfo(u: User): UserInfo {
  return {
    id: u.id,
    uid: u.uid,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    mobile: u.mobile,
    email: u.email,
    walletAddress: u.walletAddress,
    inviteCode: u.inviteCode,
    hasPayPassword: u.payPasswordHash !== null,
    createdAt: u.createdAt.toISOString(),
  };
}
