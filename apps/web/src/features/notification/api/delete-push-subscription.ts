import { api } from '../../../lib/api-client';

/** DELETE /notifications/push/subscriptions/ {endpoint}: the server stops sending to this device. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return api.delete('/notifications/push/subscriptions/', { body: { endpoint } });
}
