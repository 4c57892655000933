import { createStore, entries, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-client';
import { getUser } from '../session';

/**
 * The day's data for the phone screens (issue 33 point 5): a read that succeeds is also kept in IndexedDB; the same
 * read without network answers what was kept, and the screen shows how old it is ("Saved 14 min ago"). Only the
 * phone screens' reads use it (My works and its units, the field home's visits and sites), not the API in general.
 */

type Saved<T> = { data: T; savedAt: number; user: string };

let store: UseStore | undefined;
function cacheStore(): UseStore {
  store ??= createStore('steelworks-day-cache', 'answers');
  return store;
}

/** Tests start each case from an empty database. */
export function resetDayCacheForTests(): void {
  store = undefined;
  fromSaved.clear();
}

/** Keys whose shown data came from the saved copy, with when it was saved. */
const fromSaved = new Map<string, number>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A failure that only means "no network": the saved copy may stand in. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * Runs `fetcher`; on success keeps the answer under `key` for the signed-in account. Without network it answers the
 * kept copy (if this account has one) and marks the key as shown from it; otherwise the failure goes on as it was.
 */
export async function readThrough<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const user = getUser() ?? '';
  try {
    const data = await fetcher();
    // Keeping it must never fail the read (a private window may refuse IndexedDB).
    void set(key, { data, savedAt: Date.now(), user } satisfies Saved<T>, cacheStore()).catch(() => undefined);
    if (fromSaved.delete(key)) notify();
    return data;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const saved = await readSaved<T>(key);
    if (!saved) throw error;
    fromSaved.set(key, saved.savedAt);
    notify();
    return saved.data;
  }
}

/** The signed-in account's kept copy under `key`, if any. */
async function readSaved<T>(key: string): Promise<Saved<T> | undefined> {
  const saved = await get<Saved<T>>(key, cacheStore()).catch(() => undefined);
  return saved && saved.user === (getUser() ?? '') ? saved : undefined;
}

/** Every kept copy whose key starts with `prefix` (the units of the day's works, to find one by its sr_no offline). */
export async function readSavedUnder<T>(prefix: string): Promise<T[]> {
  const user = getUser() ?? '';
  const all = await entries<string, Saved<T>>(cacheStore()).catch(() => []);
  return all.filter(([key, saved]) => typeof key === 'string' && key.startsWith(prefix) && saved.user === user).map(([, saved]) => saved.data);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the data shown under `key` was saved, if it came from the kept copy (no network); undefined when fresh. */
export function useSavedAt(key: string): number | undefined {
  return useSyncExternalStore(subscribe, () => fromSaved.get(key));
}
