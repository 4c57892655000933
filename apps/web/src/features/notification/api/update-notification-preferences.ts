import type { NotificationPreferences, NotificationPreferencesInput } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { notificationKeys } from './notification-keys';

function updateNotificationPreferences(input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/notifications/preferences/', input);
}

/** PUT /notifications/preferences/: the answer is the preferences as saved; the form shows a failure itself. */
export function useUpdateNotificationPreferences() {
  return useReloadingMutation(updateNotificationPreferences, {
    answerKey: () => notificationKeys.preferences,
    reloads: [],
    silentError: true,
  });
}
