import { api } from '../../../lib/api-client';

/** GET /notifications/push/key/: the server's VAPID public key (base64url), the applicationServerKey of a subscribe. */
export function getPushKey(): Promise<{ public_key: string }> {
  return api.get<{ public_key: string }>('/notifications/push/key/');
}
