import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** How often the bell asks for its count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

function getUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>('/notifications/unread-count/', undefined, signal);
}

/**
 * GET /notifications/unread-count/ every minute and when the window gets the focus back. TanStack Query stops the
 * interval while the tab is hidden (refetchIntervalInBackground is off), so a tab left open costs nothing. A failed
 * poll (offline) is silent: the bell keeps its last count rather than toasting every minute.
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: ({ signal }) => getUnreadCount(signal),
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  staleTime: 0,
  // A 404 (a server without notifications yet) must not turn the page under the header into the 404 page.
  meta: { silentError: true, notFound: 'inline' },
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
