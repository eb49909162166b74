import { type AnswerOf, adminApi, type InputOf } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';
import { useCan } from '../../lib/operator.ts';

const calls = adminApi.chainDeposits;
export type Scanner = AnswerOf<typeof calls.scanners>[number];
export type Run = AnswerOf<typeof calls.reconcile>;
export type Difference = AnswerOf<typeof calls.differences>['list'][number];
export type AddressRow = AnswerOf<typeof calls.addresses>['list'][number];
export type Alert = AnswerOf<typeof calls.resolveAlert>;

/** Each network's scanner, read again every 15 s while the page is open (the cursor moves by itself). */
export const useScanners = () =>
  useQuery({
    queryKey: ['chain', 'scanners'],
    queryFn: () => api.call(calls.scanners),
    refetchInterval: 15_000,
  });

export const useAlerts = (query: InputOf<typeof calls.alerts>) =>
  useListRead(['chain', 'alerts'], calls.alerts, query);

/** How many alerts are open (the menu's badge), read again every minute while the console is open. */
export const useOpenAlerts = () =>
  useQuery({
    queryKey: ['chain', 'alerts', 'open'],
    queryFn: () => api.call(calls.alertsOpen),
    enabled: useCan('finance.review'),
    refetchInterval: 60_000,
  });

export const useResolveAlert = () =>
  useWrite((input: { id: number; note: string }) => api.call(calls.resolveAlert, input), [['chain']]);

/** The runs, newest first; read every 2 s while one runs, so it is seen done. */
export const useRuns = (query: InputOf<typeof calls.reconciliations>) =>
  useQuery({
    queryKey: ['chain', 'runs', query],
    queryFn: () => api.call(calls.reconciliations, query),
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.state === 'running') ? 2_000 : false),
  });

export const useReconcile = () => useWrite(() => api.call(calls.reconcile), [['chain', 'runs']]);

export const useDifferences = (query: InputOf<typeof calls.differences>) =>
  useListRead(['chain', 'differences'], calls.differences, query);

export const useDepositAddresses = (query: InputOf<typeof calls.addresses>) =>
  useListRead(['chain', 'addresses'], calls.addresses, query);
