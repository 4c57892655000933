import '@testing-library/jest-dom/vitest';
// The phone's offline queue and day cache live in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, vi } from 'vitest';
import { resetDayCacheForTests } from '../lib/offline/day-cache';
import { resetQueueStoreForTests } from '../lib/offline/offline-queue';
import { queryClient } from '../lib/query-client';
import { fakeMatchMedia } from './match-media';

// Mantine reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  // Toasts live in a store outside React: without this, one test's toast shows up in the next one's screen.
  notifications.clean();
  notifications.cleanQueue();
  cleanup();
  localStorage.clear();
  // One test's queued taps and kept lists do not reach the next one.
  globalThis.indexedDB = new IDBFactory();
  resetQueueStoreForTests();
  resetDayCacheForTests();
  // A test's fetch (mockApi) and spies end with it.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // React Query keeps its own online flag, set by the window's 'offline' and 'online' events, in a module that outlives
  // the test (and the file, when files share a worker): a test that went offline would pause every later query and
  // write until something fired 'online'. navigator.onLine's stub ends above; the flag ends with it.
  onlineManager.setOnline(true);
  // The app's own client (a route's loader prefetches into it: My works) starts each test empty, as on a fresh page.
  queryClient.clear();
});

// A Mantine transition (a popover or modal closing as its test ends) finishes on a timer that sets React state; let
// those timers run before the file's jsdom window is torn down, or React reads a `window` that is gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

// The toasts' host is a lazy chunk that loads with the first toast (app/providers.tsx): loaded here once, so a
// test's first toast shows as soon as any other.
await import('../app/notifications-host');

// Pages are lazy chunks and the test machine is shared: give async queries more than the default second.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });
