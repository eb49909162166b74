import { type AuditQuery, adminApi } from '@mcc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useAudit(filter: AuditQuery) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: () => api.call(adminApi.audit.list, filter),
    placeholderData: keepPreviousData,
  });
}
