/**
 * Web push inside the service worker (issue 34): the server sends `{title, body, link}` as the push message's data; the
 * worker shows it, and a click brings the app forward on the entry's record. The worker (apps/web/src/sw.ts) calls
 * `registerPushHandlers(self)`. The types below are the few members of ServiceWorkerGlobalScope used here, so this file
 * builds in the app's DOM program as in the worker's, and a test can hand it a fake scope.
 */

interface PushMessage {
  title: string;
  body: string;
  link: string;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

export interface PushHandlerOptions {
  /** The app's icon for the notification (the manifest's). */
  icon?: string;
  badge?: string;
}

const FALLBACK_TITLE = 'Steelworks';
const FALLBACK_LINK = '/notifications';

/** The message of a push: its JSON, or its text as the body (a push without our shape still tells the user something). */
function readPushMessage(data: PushEventLike['data']): PushMessage {
  if (!data) return { title: FALLBACK_TITLE, body: '', link: FALLBACK_LINK };
  let parsed: unknown;
  try {
    parsed = data.json();
  } catch {
    return { title: FALLBACK_TITLE, body: data.text(), link: FALLBACK_LINK };
  }
  const message = (parsed && typeof parsed === 'object' ? parsed : {}) as Partial<Record<keyof PushMessage, unknown>>;
  return {
    title: typeof message.title === 'string' && message.title ? message.title : FALLBACK_TITLE,
    body: typeof message.body === 'string' ? message.body : '',
    link: typeof message.link === 'string' ? message.link : FALLBACK_LINK,
  };
}

/** The URL a click opens: a path of this app; anything else (another site) opens the notifications list instead. */
function pushTargetUrl(link: unknown, origin: string): string {
  const path = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : FALLBACK_LINK;
  return new URL(path, origin).href;
}

/** Focuses a window of the app already at the URL, else one of its windows taken there, else opens a new one. */
async function openAppWindow(scope: PushWorkerScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === scope.location.origin);
  const there = own.find((client) => client.url === url);
  if (there) {
    await there.focus();
    return;
  }
  const other = own.find((client) => typeof client.navigate === 'function');
  if (other) {
    // Focus first: the click's permission to raise a window does not outlast the navigation's wait.
    await other.focus();
    try {
      await other.navigate!(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open the record in a new one.
    }
  }
  await scope.clients.openWindow(url);
}

/** Registers `push` (show the message) and `notificationclick` (bring the app to the entry's record) on the worker. */
export function registerPushHandlers(scope: PushWorkerScope, options: PushHandlerOptions = {}): void {
  scope.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        body: message.body,
        data: { link: message.link },
        icon: options.icon,
        badge: options.badge,
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: unknown } | null)?.link;
    event.waitUntil(openAppWindow(scope, pushTargetUrl(link, scope.location.origin)));
  });
}
