import type { AuditEntry } from '@mcc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  page: number;
  limit: number;
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: () => api.get<Paged<AuditEntry>>('/admin-api/audit', { ...filter }),
    placeholderData: keepPreviousData,
  });
}
