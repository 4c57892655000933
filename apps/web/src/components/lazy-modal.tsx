import type { ModalProps, TextareaProps } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPart } from './lazy-part';

// One chunk for a dialog's parts: Modal with its focus trap, scroll lock and overlay, and the Textarea dialogs ask in.
const MantineModal = lazyPart(() => import('./lazy-modal-parts').then((m) => ({ default: m.Modal })));
const MantineTextarea = lazyPart(() => import('./lazy-modal-parts').then((m) => ({ default: m.Textarea })));

/**
 * Mantine's Modal, downloaded the first time it opens: a phone screen that offers a dialog (the worker's Complete and
 * Defective) does not pay for it in its first load (docs/decisions/018). Once opened it stays mounted, so it closes
 * with its transition like any Modal.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}

/** Mantine's Textarea, for use inside a LazyModal (it loads with the dialog). */
export function LazyTextarea(props: TextareaProps) {
  return (
    <Suspense fallback={null}>
      <MantineTextarea {...props} />
    </Suspense>
  );
}
