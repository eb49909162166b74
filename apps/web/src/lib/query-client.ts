import { QueryClient } from '@tanstack/react-query';
import { quietly } from './indicators.ts';

/**
 * The request client already tells the user about every failure, so queries never retry on their
 * own (a retry would toast again) and refresh only when a page mounts or the user pulls.
 *
 * A query that already holds data refetches quietly: the page shows it meanwhile, so 加载中 would only
 * flash over content (lib/indicators.ts). TanStack's `persister` option is its one hook around every
 * query function call, infinite queries included; it persists nothing here.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 0,
      persister: (queryFn, context, query) =>
        query.state.data === undefined ? queryFn(context) : quietly(() => queryFn(context)),
    },
    mutations: { retry: false },
  },
});
