import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/notifications/preferences/', undefined, signal);
}

const notificationPreferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: ({ signal }) => getNotificationPreferences(signal),
});

/** GET /notifications/preferences/: the caller's events (its role's only), channels on each, quiet hours. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}
