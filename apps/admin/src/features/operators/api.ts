import { adminApi, type InputOf } from '@mcc/contract';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';

const operatorsKey = ['operators'];

export const useOperators = (query: InputOf<typeof adminApi.operators.list>) =>
  useListRead(operatorsKey, adminApi.operators.list, query);

/** Answers the generated password: shown once, never again. */
export const useCreateOperator = () =>
  useWrite(
    (body: InputOf<typeof adminApi.operators.create>) => api.call(adminApi.operators.create, body),
    [operatorsKey],
  );

export const useSetOperatorStatus = () =>
  useWrite(
    (body: InputOf<typeof adminApi.operators.setStatus>) => api.call(adminApi.operators.setStatus, body),
    [operatorsKey],
  );
