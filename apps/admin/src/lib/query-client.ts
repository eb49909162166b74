import { QueryClient } from '@tanstack/react-query';

/**
 * The request client already tells the operator about every failure, so queries never retry on their
 * own (a retry would show the message again). Queues refresh when a page mounts, when the window gets
 * focus again (an operator comes back to a queue that others work on too), and after each mutation.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: true, staleTime: 5_000 },
    mutations: { retry: false },
  },
});
