import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { PushDevicePanel } from './components/push-device-panel';
import { decodeVapidKey } from './components/push-device';

/** A browser with push: a service worker whose push manager hands out one subscription. */
function fakePushBrowser(permission: NotificationPermission = 'default') {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://push.example/sub/1',
    toJSON: () => ({ endpoint: 'https://push.example/sub/1', keys: { p256dh: 'BPkey', auth: 'authsecret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { pushManager, subscription };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('phone notifications for this device', () => {
  it('turns on with the server key and hands the subscription to the server; turns off again', async () => {
    signInAs('worker');
    const { pushManager, subscription } = fakePushBrowser();
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    mockApi(({ method, path, body }) => {
      calls.push({ method, path, body });
      if (path === '/notifications/push/key') return jsonResponse({ public_key: 'AQID' });
      if (path === '/notifications/push/subscriptions' && method === 'POST') return jsonResponse({ endpoint: 'https://push.example/sub/1' }, 201);
      if (path === '/notifications/push/subscriptions' && method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderRoutes([{ path: '/', element: <PushDevicePanel /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on phone notifications for this device' }));
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(screen.getAllByText('Phone notifications are on for this device').length).toBeGreaterThan(0);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'POST',
        path: '/notifications/push/subscriptions',
        body: { endpoint: 'https://push.example/sub/1', keys: { p256dh: 'BPkey', auth: 'authsecret' } },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on phone notifications for this device' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/notifications/push/subscriptions', body: { endpoint: 'https://push.example/sub/1' } });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the site may not show notifications', async () => {
    signInAs('worker');
    const { pushManager } = fakePushBrowser('denied');
    mockApi(() => undefined);
    renderRoutes([{ path: '/', element: <PushDevicePanel /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on phone notifications for this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for this site');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows Turn off on a device already subscribed', async () => {
    signInAs('worker');
    const { pushManager, subscription } = fakePushBrowser('granted');
    pushManager.getSubscription.mockResolvedValue(subscription);
    mockApi(() => undefined);
    renderRoutes([{ path: '/', element: <PushDevicePanel /> }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument());
  });

  it('turns off a subscription another account made on this browser (the server answers 404), so the one signed in can turn on theirs', async () => {
    signInAs('worker');
    const { pushManager, subscription } = fakePushBrowser('granted');
    pushManager.getSubscription.mockResolvedValue(subscription);
    mockApi(({ method, path }) =>
      path === '/notifications/push/subscriptions' && method === 'DELETE' ? jsonResponse({ detail: 'Not found.' }, 404) : undefined,
    );
    renderRoutes([{ path: '/', element: <PushDevicePanel /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on phone notifications for this device' })).toBeInTheDocument();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('decodes the base64url VAPID key', () => {
    expect(Array.from(decodeVapidKey('-_8'))).toEqual([0xfb, 0xff]);
  });
});
