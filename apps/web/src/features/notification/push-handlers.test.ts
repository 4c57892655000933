import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers, type NotificationClickEventLike, type PushEventLike, type WindowClientLike } from './push-handlers';

/** A service worker scope that records its listeners, what it shows and which windows it focuses or opens. */
function fakeScope(windows: WindowClientLike[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const scope = {
    location: { origin: 'https://app.example' },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  };
  const dispatch = async <E>(type: string, event: Omit<E, 'waitUntil'>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  registerPushHandlers(scope, { icon: '/icon-192.png' });
  return { scope, dispatch };
}

const pushOf = (payload: unknown): Omit<PushEventLike, 'waitUntil'> => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => String(payload),
  },
});

const windowAt = (url: string): WindowClientLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe('push handlers of the service worker', () => {
  it('shows the title and body of a push, keeping its link for the click', async () => {
    const { scope, dispatch } = fakeScope();
    await dispatch('push', pushOf({ title: 'Order 42 approved', body: 'Promised for 20-12-2026', link: '/orders/42' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Order 42 approved', {
      body: 'Promised for 20-12-2026',
      data: { link: '/orders/42' },
      icon: '/icon-192.png',
      badge: undefined,
    });
  });

  it('still shows something for a push that is not our JSON', async () => {
    const { scope, dispatch } = fakeScope();
    await dispatch('push', pushOf('plain words'));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Steelworks', expect.objectContaining({ body: 'plain words', data: { link: '/notifications' } }));
  });

  it('a click focuses the window already on the record', async () => {
    const there = windowAt('https://app.example/orders/42');
    const other = windowAt('https://app.example/dashboard');
    const { scope, dispatch } = fakeScope([other, there]);
    const close = vi.fn();
    await dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: '/orders/42' }, close } });
    expect(close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click takes an open window of the app to the record', async () => {
    const other = windowAt('https://app.example/dashboard');
    const { scope, dispatch } = fakeScope([windowAt('https://elsewhere.example/'), other]);
    await dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: '/orders/42' }, close: vi.fn() } });
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith('https://app.example/orders/42');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens the record when no window of the app is open, and never another site', async () => {
    const { scope, dispatch } = fakeScope([]);
    await dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: '/orders/42' }, close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://app.example/orders/42');
    await dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: 'https://evil.example/' }, close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://app.example/notifications');
  });
});
