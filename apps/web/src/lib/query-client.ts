import { QueryClient } from '@tanstack/react-query';

/**
 * The request client already tells the user about every failure, so queries never retry on their
 * own (a retry would toast again) and refresh only when a page mounts or the user pulls.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});
