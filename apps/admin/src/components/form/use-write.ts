import type { InputOf, Route } from '@mcc/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * A console write: `send`, then the reads under each of `refresh` again, whether it was done or
 * refused (another operator may have changed the rows meanwhile).
 */
export function useWrite<V, R>(send: (value: V) => Promise<R>, refresh: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * Saves a row of a list: `create` when there is no `id`, else `update` replaces the row `id` whole;
 * then reads `refresh` again. `quiet` (the forms' way): a refusal is left to the form, which shows it
 * above its fields instead of a toast.
 */
export function useSaveRow<C extends Route, U extends Route>(
  create: C,
  update: U,
  refresh: readonly QueryKey[],
  { quiet = true } = {},
) {
  return useWrite(
    (save: { id?: undefined; body: InputOf<C> } | { id: number; body: Omit<InputOf<U>, 'id'> }) =>
      save.id === undefined
        ? api.call(create as Route, save.body as never, { quiet })
        : api.call(update as Route, { ...save.body, id: save.id } as never, { quiet }),
    refresh,
  );
}
