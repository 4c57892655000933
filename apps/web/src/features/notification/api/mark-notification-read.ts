import type { Notification } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { notificationKeys } from './notification-keys';

function markNotificationRead(id: number): Promise<Notification> {
  return api.post<Notification>(`/notifications/${id}/read/`);
}

/** POST /notifications/{id}/read/: the bell's count, its popover and the list reload together. */
export function useMarkNotificationRead() {
  return useReloadingMutation(markNotificationRead, { reloads: [notificationKeys.all], together: true });
}
