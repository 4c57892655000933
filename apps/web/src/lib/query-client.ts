import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError, isNotFound } from './api-client';
import { toastFromError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silentError: true` when the screen shows the failure itself (a form's alert, a field, a lookup's message).
     * `notFound: 'inline'` on a read whose 404 the screen handles itself (a lookup by a typed id); any other read that
     * answers 404 shows the 404 page inside the layout.
     */
    queryMeta: { silentError?: boolean; notFound?: 'page' | 'inline' };
    mutationMeta: { silentError?: boolean };
  }
}

/** Client errors (4xx) are answers, not hiccups: do not retry them. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A read of a record that does not exist, or that the caller may not see, becomes the 404 page of the route. */
function showsNotFoundPage(error: unknown, meta: { notFound?: 'page' | 'inline' } | undefined): boolean {
  return isNotFound(error) && meta?.notFound !== 'inline';
}

/**
 * The app's error pattern for reads and writes (docs/decisions/011-error-pattern.md): one message per failure.
 * - A read that answers 404 is thrown to the route's error boundary, which shows "Sorry, page not found" inside the
 *   layout; no toast.
 * - Any other failed read, and a failed write that no form shows (`meta.silentError`), gives one toast.
 */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silentError || showsNotFoundPage(error, query.meta)) return;
        toastFromError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) toastFromError(error);
      },
    }),
    defaultOptions: {
      ...defaults,
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        throwOnError: (error, query) => showsNotFoundPage(error, query.meta),
        ...defaults.queries,
      },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}

/** The app's one QueryClient. */
export const queryClient = createQueryClient();
