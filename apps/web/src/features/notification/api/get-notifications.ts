import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { Notification } from '@steelworks/contract/notification';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /notifications/: the caller's own, newest first; `unread` narrows to the unread ones. */
function getNotifications(params: Partial<PagedParams> & { unread?: boolean }, signal?: AbortSignal): Promise<Paged<Notification>> {
  return api.get<Paged<Notification>>('/notifications/', { page: params.page, unread: params.unread ? 'true' : undefined }, signal);
}

/** How many entries the bell's popover shows. */
export const LATEST_COUNT = 8;

/** The popover's newest entries (the first page); read when the popover opens. */
const latestNotificationsQuery = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: ({ signal }) => getNotifications({ page: 1 }, signal),
  staleTime: 0,
  // A 404 (a server without notifications yet) must not turn the page under the header into the 404 page.
  meta: { silentError: true, notFound: 'inline' },
});

export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...latestNotificationsQuery, enabled });
}

/** The /notifications page's list, its page in the URL. */
export function useNotifications(unread: boolean) {
  return usePagedQuery(notificationKeys.list, getNotifications, { unread });
}
