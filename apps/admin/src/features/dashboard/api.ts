import { adminApi, type InputOf, type JobFailure, type TrendPeriod } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The dashboard counts "today" from the operator's own midnight. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.call(adminApi.dashboard.summary, { utcOffset: -new Date().getTimezoneOffset() }),
    refetchInterval: 60_000,
  });
}

/** The trends by day, week or month, cut at the operator's own midnight; read again every minute. */
export function useDashboardTrends(period: TrendPeriod) {
  return useQuery({
    queryKey: ['dashboard-trends', period],
    queryFn: () =>
      api.call(adminApi.dashboard.trends, { period, utcOffset: -new Date().getTimezoneOffset() }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

const failuresKey = ['job-failures'] as const;

/** The batch jobs' failing items; read again every minute, as often as the jobs retry. */
export function useJobFailures(query: InputOf<typeof adminApi.jobs.failures>) {
  return useQuery({
    queryKey: [...failuresKey, query],
    queryFn: () => api.call(adminApi.jobs.failures, query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** Has the job's next pass try an item now, without waiting out its back-off. */
export function useRetryJobFailure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<JobFailure, 'job' | 'itemId'>) => api.call(adminApi.jobs.retryFailure, item),
    onSettled: () => client.invalidateQueries({ queryKey: failuresKey }),
  });
}
