/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './features/notification/push-handlers';

/**
 * The app's service worker (issue 33, docs/decisions/033): it keeps the built app on the phone so it opens without
 * signal. It precaches only our own built files and caches no API answer: the day's data lives in IndexedDB
 * (lib/offline/day-cache.ts), where the screens can show its age. Nothing cross-origin is fetched or cached.
 */
declare const self: ServiceWorkerGlobalScope;

// --- App shell: the build's file list (vite-plugin-pwa writes it in place of self.__WB_MANIFEST) ---
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes charge of the page already open, so what it loads later (a dialog's code) comes from the
// cache without signal; an update takes charge only after the user's Reload (it waits until then).
clientsClaim();

// --- Page loads: every page route is the single-page app's index.html; the API and media files are never pages ---
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/] }));

// --- Updates: a new version waits until the user taps Reload in the "Update available" prompt ---
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// --- Notifications (issue 34): a push shows its title and body; a tap opens its record in the app ---
registerPushHandlers(self, { icon: '/pwa-192x192.png', badge: '/pwa-192x192.png' });
