import type { UserInfo } from '@mcc/contract';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

/** The user's own edits; afterwards `useRefreshUser` (lib/user-center.ts) shows the new values. */
export async function updateProfile(input: { nickname?: string; avatar?: string; bio?: string }) {
  return unwrap(request<UserInfo>({ url: '/api/user/profile', method: 'POST', data: input }));
}

export async function setPayPassword(input: { payPassword: string; code?: string; oldPayPassword?: string }) {
  await unwrap(request<null>({ url: '/api/user/payPassword', method: 'POST', data: input }));
}
