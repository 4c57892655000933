import { useSyncExternalStore } from 'react';

/**
 * Mantine's ModalsProvider (the confirm dialogs) is mounted by the signed-in layout only once a dialog is asked for,
 * so the first screens do not download Modal and its parts (docs/decisions/018). A dialog asked for before the
 * provider listens waits here and opens as soon as it does.
 */
let ready = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Runs `open` (a `modals.open...` call) once the provider listens: at once when it already does. */
export function whenModalsReady(open: () => void): void {
  if (ready) return open();
  waiting.push(open);
  notify();
}

/** The provider is listening (called from an effect after its own); `false` when it unmounts. */
export function setModalsReady(value: boolean): void {
  ready = value;
  if (ready) waiting.splice(0).forEach((open) => open());
  notify();
}

/** Whether the layout should mount the provider: a dialog waits, or it was mounted before. */
export function useModalsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready || waiting.length > 0,
  );
}
