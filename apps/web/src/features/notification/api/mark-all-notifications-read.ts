import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { notificationKeys } from './notification-keys';

function markAllNotificationsRead(): Promise<{ count: number }> {
  return api.post<{ count: number }>('/notifications/read-all/');
}

/** POST /notifications/read-all/: every entry of the caller is read; the bell and the lists reload. */
export function useMarkAllNotificationsRead() {
  return useReloadingMutation(markAllNotificationsRead, { reloads: [notificationKeys.all], together: true });
}
