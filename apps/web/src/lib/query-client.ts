import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toastFromError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silentError: true }` when the screen shows the failure itself (an alert on a form). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

/** Client errors (4xx) are answers, not hiccups: do not retry them. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) toastFromError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) toastFromError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient. */
export const queryClient = createQueryClient();
