import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDefaults } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

function getNotificationDefaults(signal?: AbortSignal): Promise<NotificationDefaults> {
  return api.get<NotificationDefaults>('/notifications/defaults/', undefined, signal);
}

const notificationDefaultsQuery = queryOptions({
  queryKey: notificationKeys.defaults,
  queryFn: ({ signal }) => getNotificationDefaults(signal),
});

/** GET /notifications/defaults/ (admin): the channels each role starts with, per event, and default quiet hours. */
export function useNotificationDefaults() {
  return useQuery(notificationDefaultsQuery);
}
