import type { UserInfo, userCenter } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type UserCenter = z.infer<typeof userCenter>;

export const userCenterKey = ['user', 'index'] as const;

export function fetchUserCenter() {
  return unwrap(request<UserCenter>({ url: '/api/user/index' }));
}

/** The signed-in user and the user-centre summary (`GET /api/user/index`). */
export function useUserCenter() {
  return useQuery({ queryKey: userCenterKey, queryFn: fetchUserCenter });
}

export async function updateProfile(input: { nickname?: string; avatar?: string; bio?: string }) {
  return unwrap(request<UserInfo>({ url: '/api/user/profile', method: 'POST', data: input }));
}

export async function setPayPassword(input: { payPassword: string; code?: string; oldPayPassword?: string }) {
  await unwrap(request<null>({ url: '/api/user/payPassword', method: 'POST', data: input }));
}

/** After an edit, the cached user must show the new values wherever it appears. */
export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userCenterKey });
}
