import { type Asset, adminApi, type InputOf } from '@mcc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';

export const useUsers = (query: InputOf<typeof adminApi.users.list>) =>
  useListRead(['users'], adminApi.users.list, query);

export function useUser(id: number) {
  return useQuery({
    queryKey: ['user', id],
    queryFn: () => api.call(adminApi.users.detail, { id }),
  });
}

export interface StatementQuery {
  asset: Asset;
  kind: 'main' | 'quant';
  page: number;
  limit: number;
}

export const useUserStatement = (id: number, query: StatementQuery) =>
  useListRead(['user', id, 'statement'], adminApi.userLedger.statement, { ...query, id });

/** A change to a user: their page, the list, the dashboard's counts and the ledger are read again. */
const useUserMutation = <V, R>(fn: (v: V) => Promise<R>) =>
  useWrite(fn, [['user'], ['users'], ['dashboard'], ['ledger']]);

export const useSetUserStatus = (id: number) =>
  useUserMutation((status: 'active' | 'suspended') => api.call(adminApi.users.setStatus, { id, status }));

export const useResetPayPassword = (id: number) =>
  useUserMutation(() => api.call(adminApi.users.resetPayPassword, { id }));

/** What an operator may do to a user's protection (`adminApi.userSecurity`), each with a reason. */
export type SecurityAction = 'resetTotp' | 'liftLock';

/**
 * Resets a user's 2FA or lifts their hold. The answer is the user's detail as it now is, and replaces
 * the page's; a refusal (already off, no longer held) is left to the form, and the detail read again.
 */
export function useSecurityAction(id: number, action: SecurityAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.call(adminApi.userSecurity[action], { id, reason }, { quiet: true }),
    onSuccess: (detail) => client.setQueryData(['user', id], detail),
    onError: () => client.invalidateQueries({ queryKey: ['user', id] }),
  });
}

export type AdjustInput = Omit<InputOf<typeof adminApi.userLedger.adjust>, 'id'> & {
  /** One key per adjustment the operator means: a retried click never proposes it twice. */
  idempotencyKey: string;
};

/** Proposes an adjustment (four eyes): the user's page shows it pending, the queue lists it. */
export const useAdjust = (id: number) =>
  useWrite(
    ({ idempotencyKey, ...body }: AdjustInput) =>
      api.call(
        adminApi.userLedger.adjust,
        { ...body, id },
        { headers: { 'idempotency-key': idempotencyKey } },
      ),
    [['proposals']],
  );
