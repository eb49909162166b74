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

/** The groups of an IPv6 address, `::` expanded (without a zone); undefined when it is not one. */
function ipv6Groups(ip: string): string[] | undefined {
  const [head = '', tail, ...more] = ip.split('%')[0]?.split('::') ?? [];
  if (more.length > 0) return undefined;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const [left, right] = [part(head), part(tail ?? '')];
  const gap = 8 - left.length - right.length;
  if (tail === undefined ? gap !== 0 : gap < 1) return undefined;
  const groups = [...left, ...Array(tail === undefined ? 0 : gap).fill('0'), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => g.toLowerCase()) : undefined;
}

/**
 * A client's address as a user's sessions list shows it: `203.0.113.*`, `2001:db8:85a3::*` (IPv6 by its
 * first three groups, the provider's part). Enough to tell places apart, not to find a person; nothing
 * else of the address is ever stored. IPv4 written as IPv6 (`::ffff:203.0.113.9`) reads as IPv4.
 */
export function maskIp(ip: string | undefined): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip ?? '');
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  const groups = ipv6Groups(ip ?? '');
  return groups
    ? `${groups
        .slice(0, 3)
        .map((g) => g.replace(/^0+(?=.)/, ''))
        .join(':')}::*`
    : '';
}
