import { type AnswerOf, adminApi, type InputOf, type PlanBody } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const calls = adminApi.market;

export type PlanPreview = AnswerOf<typeof calls.previewPlan>;

const pricesKey = ['market-prices'] as const;
const plansKey = ['market-plans'] as const;

/** Each token's price now, as last applied (by an operator or a plan). */
export function useMarketPrices() {
  return useQuery({
    queryKey: pricesKey,
    queryFn: async () => (await api.call(calls.prices)).list,
  });
}

/** A page of the plans (newest first unless sorted), with their points and which have been applied. */
export function useMarketPlans(query: InputOf<typeof calls.plans>) {
  return useQuery({
    queryKey: [...plansKey, query],
    queryFn: () => api.call(calls.plans, query),
    placeholderData: keepPreviousData,
    // A plan's points apply on their own: the table follows them.
    refetchInterval: 30_000,
  });
}

/** After a price or a plan changed: prices, plans and the dashboard's market figures. */
function useRefreshMarket() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [pricesKey, plansKey, ['dashboard']].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** Sets a token's price from now on; it reaches users' open pages at once. */
export function useSetPrice() {
  const refresh = useRefreshMarket();
  return useMutation({
    mutationFn: (body: InputOf<typeof calls.setPrice>) => api.call(calls.setPrice, body),
    onSettled: refresh,
  });
}

/** The points a plan would apply, as the server works them out (a ramp's steps), without saving it. */
export function previewPlan(body: PlanBody) {
  return api.call(calls.previewPlan, body);
}

export function useCreatePlan() {
  const refresh = useRefreshMarket();
  return useMutation({
    mutationFn: (body: PlanBody) => api.call(calls.createPlan, body),
    onSettled: refresh,
  });
}

/** Cancels a scheduled plan: the points it has not applied yet never will be. */
export function useCancelPlan() {
  const refresh = useRefreshMarket();
  return useMutation({
    mutationFn: (id: number) => api.call(calls.cancelPlan, { id }),
    onSettled: refresh,
  });
}
