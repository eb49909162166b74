import type { Recipient } from '@mcc/contract';

/** How a user can be reached, as stored. */
export interface Contacts {
  mobile: string | null;
  email: string | null;
  walletAddress: string | null;
}

/** "138****0001", "ali***@example.com", "0x1234…abcd": enough to recognise, not enough to harvest. */
export function maskContact(u: Contacts): string {
  if (u.mobile) return `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}`;
  if (u.email) {
    const [name = '', domain = ''] = u.email.split('@');
    return `${name.slice(0, 3)}***@${domain}`;
  }
  return u.walletAddress ? `${u.walletAddress.slice(0, 6)}…${u.walletAddress.slice(-4)}` : '';
}

/** The nickname with its middle starred: "张*", "A****e". */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 1) return nickname;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars.at(-1)}`;
}

/** Another user as a transfer recipient or an inviter is shown: UID, starred nickname, masked contact. */
export const toRecipient = (u: Contacts & { uid: string; nickname: string }): Recipient => ({
  uid: u.uid,
  nickname: maskNickname(u.nickname),
  contact: maskContact(u),
});
