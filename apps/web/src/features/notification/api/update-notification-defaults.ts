import type { NotificationDefaults } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { notificationKeys } from './notification-keys';

function updateNotificationDefaults(input: NotificationDefaults): Promise<NotificationDefaults> {
  return api.put<NotificationDefaults>('/notifications/defaults/', input);
}

/** PUT /notifications/defaults/ (admin): the answer is the defaults as saved; the form shows a failure itself. */
export function useUpdateNotificationDefaults() {
  return useReloadingMutation(updateNotificationDefaults, { answerKey: () => notificationKeys.defaults, reloads: [], silentError: true });
}
