import { adminApi, type InputOf } from '@mcc/contract';
import { useListRead } from '../../components/list/use-list-query.ts';

export const useAudit = (filter: InputOf<typeof adminApi.audit.list>) =>
  useListRead(['audit'], adminApi.audit.list, filter);
