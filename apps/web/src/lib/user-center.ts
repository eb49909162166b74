import { type AnswerOf, api } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import { unwrap } from './request.ts';

export type UserCenter = AnswerOf<typeof api.accounts.index>;

export const userCenterKey = ['user', 'index'] as const;

export function fetchUserCenter() {
  return unwrap(call(api.accounts.index));
}

/**
 * The signed-in user and the user-centre summary (`GET /api/user/index`): shared, since pages and the
 * money forms (has a payment password?) all read it.
 */
export function useUserCenter() {
  return useQuery({ queryKey: userCenterKey, queryFn: fetchUserCenter });
}

/** After an edit, the cached user must show the new values wherever it appears. */
export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userCenterKey });
}
