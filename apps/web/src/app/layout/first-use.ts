import { useSyncExternalStore } from 'react';

type HeaderPopups = typeof import('./header-popups');

/**
 * The header's tooltips and user menu (floating-ui and Mantine's popover, header-popups.ts) load once a mouse or a
 * keyboard is used on the page, or the avatar is tapped, not with the first screen (docs/decisions/018): a desktop
 * mouse has them loaded before it reaches the header; a phone, whose touch never shows a tooltip, loads them when its
 * avatar is tapped. They replace the plain buttons only while no button or key is held, so a click or key press that is
 * under way ends on the element it started on.
 */
let popups: HeaderPopups | undefined;
let loading: Promise<void> | undefined;
let held = false;
let shown = false;
const listeners = new Set<() => void>();

function show(): void {
  if (shown || !popups || held) return;
  shown = true;
  listeners.forEach((listener) => listener());
}

/** Starts loading the popups (once); resolves when they are loaded. */
export function loadHeaderPopups(): Promise<void> {
  loading ??= import('./header-popups').then(
    (module) => {
      popups = module;
      show();
    },
    () => {
      // No signal before the app was saved on the phone: the plain buttons stay, and the next use tries again.
      loading = undefined;
    },
  );
  return loading;
}

function onPointerMove(event: PointerEvent): void {
  if (event.pointerType === 'mouse') void loadHeaderPopups();
}
function onPress(event: Event): void {
  held = true;
  if (event.type === 'keydown') void loadHeaderPopups();
}
function onRelease(): void {
  held = false;
  // After the click (or key press) that this release ends has been handled.
  window.setTimeout(show, 0);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && !shown) {
    window.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
    for (const event of ['pointerdown', 'keydown']) window.addEventListener(event, onPress, { capture: true, passive: true });
    for (const event of ['pointerup', 'pointercancel', 'keyup']) window.addEventListener(event, onRelease, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded popups once they may replace the plain buttons, else undefined. */
export function useHeaderPopups(): HeaderPopups | undefined {
  return useSyncExternalStore(subscribe, () => (shown ? popups : undefined));
}
