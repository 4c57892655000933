import type { PushSubscriptionInput } from '@steelworks/contract/notification';
import { api } from '../../../lib/api-client';

/** POST /notifications/push/subscriptions/: this device's subscription (PushSubscription.toJSON()). */
export function savePushSubscription(input: PushSubscriptionInput): Promise<{ endpoint: string }> {
  return api.post<{ endpoint: string }>('/notifications/push/subscriptions/', input);
}
