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
/**
 * A first install copies the whole app (a few MB) onto the phone. On a slow network that must not compete with the
 * screen the person opened, so it starts this long after the page has loaded, when the browser is idle; a phone that
 * has the app already only checks for a new version, at once.
 */
const FIRST_INSTALL_DELAY_MS = 10_000;

function whenFirstScreenSettled(run: () => void): void {
  if (navigator.serviceWorker.controller) return run();
  const later = () =>
    window.setTimeout(() => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 5_000 }) : run()), FIRST_INSTALL_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function registerServiceWorker(): void {
  // The dev server and the tests have no built worker.
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  whenFirstScreenSettled(() => void import('virtual:pwa-register')
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
    .catch(() => undefined));
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
