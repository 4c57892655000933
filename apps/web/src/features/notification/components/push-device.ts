import type { PushSubscriptionInput } from '@steelworks/contract/notification';
import { ApiError } from '../../../lib/api-client';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';

/** How long to wait for the app's service worker before telling the user to reload (it may still be installing). */
const WORKER_WAIT_MS = 10_000;

const PUSH_TEXT = {
  blocked: 'Notifications are blocked for this site: allow them in the browser settings, then try again.',
  noWorker: 'The app is still installing on this device: reload the page and try again.',
} as const;

/** Whether this browser can take web push at all (no PushManager: old browsers, iOS Safari outside the home screen). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's subscription, or null; never waits for a service worker that is not registered. */
export async function getDeviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID public key (base64url, as web-push makes it) as the bytes pushManager.subscribe wants. */
export function decodeVapidKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function readyWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PUSH_TEXT.noWorker)), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/**
 * Turns phone notifications on for this device: asks the permission, subscribes the app's service worker with the
 * server's VAPID key and hands the subscription to the server. Throws an Error whose message a person can read.
 */
export async function subscribeDevice(): Promise<PushSubscription> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new Error(PUSH_TEXT.blocked);
  const { public_key } = await getPushKey();
  const registration = await readyWorker();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: decodeVapidKey(public_key),
  });
  const json = subscription.toJSON();
  const input: PushSubscriptionInput = {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  await savePushSubscription(input);
  return subscription;
}

/**
 * Turns them off: the server forgets the endpoint first (so nothing more is sent), then the browser drops it. A 404
 * means the server holds no such subscription for this account (another account that used this browser made it, or
 * it was already dropped): the browser drops it all the same, so the person signed in can turn on their own.
 */
export async function unsubscribeDevice(subscription: PushSubscription): Promise<void> {
  try {
    await deletePushSubscription(subscription.endpoint);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
