import type { Dashboard } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The dashboard counts "today" from the operator's own midnight. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<Dashboard>('/admin-api/dashboard', { utcOffset: -new Date().getTimezoneOffset() }),
    refetchInterval: 60_000,
  });
}
