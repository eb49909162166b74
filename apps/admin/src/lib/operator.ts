import { type AdminPermission, adminApi } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { tokenStore } from './storage.ts';

export const meKey = ['me'] as const;

/** Who is signed in and what they may do; the menu and every page guard read this. */
export function useMe() {
  const token = tokenStore.get();
  return useQuery({
    queryKey: meKey,
    queryFn: () => api.call(adminApi.auth.me),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Whether the signed-in operator's role has this permission (buttons hide what the server would refuse). */
export function useCan(permission: AdminPermission): boolean {
  const me = useMe();
  return me.data?.permissions.includes(permission) ?? false;
}
