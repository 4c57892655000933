import { useSyncExternalStore } from 'react';
import { getUser } from '../session';
import { getQueueSnapshot, subscribeQueue, type QueuedAction } from './offline-queue';

/** The signed-in account's queued actions, oldest tap first; the screen re-renders when the queue changes. */
export function useQueuedActions(): QueuedAction[] {
  const all = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const user = getUser() ?? '';
  return all.filter((action) => action.user === user);
}

/** The queued actions of one card: a visit (its id or its queued check-in's key) or a work. */
export function useActionsFor(subject: { visit?: number | string; work?: number }): QueuedAction[] {
  return useQueuedActions().filter(
    (action) =>
      (subject.visit !== undefined && action.subject.visit === subject.visit) || (subject.work !== undefined && action.subject.work === subject.work),
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network (false is reliable; true may still mean no route to the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
