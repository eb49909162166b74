import type { AuditEntry, AuditQuery } from '@mcc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export function useAudit(filter: AuditQuery) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: () => api.get<Paged<AuditEntry>>('/admin-api/audit', { ...filter }),
    placeholderData: keepPreviousData,
  });
}
