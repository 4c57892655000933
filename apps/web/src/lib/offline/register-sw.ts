/// <reference types="vite-plugin-pwa/client" />
import { useSyncExternalStore } from 'react';

/**
 * The service worker (src/sw.ts) is registered by the signed-in layout after its first render, so the login screen
 * downloads nothing for it. A new version does not take over by itself: "Update available" asks first (issue 33).
 */

let started = false;
let needRefresh = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** How often an open app asks the server for a new version (besides at each start). */
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  // The dev server and the tests have no built worker.
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      applyUpdate = registerSW({
        onNeedRefresh() {
          needRefresh = true;
          notify();
        },
        onRegisteredSW(_url, registration) {
          if (registration) window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
        },
      });
    })
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the user's Reload. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribe, () => needRefresh);
}

/** Reload: the waiting version takes over and the page reloads into it. */
export function reloadToUpdate(): void {
  void applyUpdate?.(true);
}

/** Later: the prompt goes away; the new version takes over the next time the app is opened. */
export function dismissUpdate(): void {
  needRefresh = false;
  notify();
}
