import { type AuditQuery, adminApi } from '@mcc/contract';
import { useListRead } from '../../components/list/use-list-query.ts';

export const useAudit = (filter: AuditQuery) => useListRead(['audit'], adminApi.audit.list, filter);
