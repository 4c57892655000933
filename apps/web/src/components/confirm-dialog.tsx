import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { translateText } from '../lib/i18n/translate-text';
import { whenModalsReady } from './modals-ready';

/** The spec's confirmation words (docs/product/screens-and-texts.md#confirmations). */
export const CONFIRM_TEXT = {
  title: 'Are you sure?',
  message: "You won't be able to revert this!",
  confirm: 'Confirm!',
  cancel: 'Cancel',
} as const;

export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** Opens "Are you sure? / You won't be able to revert this!" with Confirm! and Cancel. */
export function confirmAction({
  title = CONFIRM_TEXT.title,
  message = CONFIRM_TEXT.message,
  confirmLabel = CONFIRM_TEXT.confirm,
  cancelLabel = CONFIRM_TEXT.cancel,
  onConfirm,
  onCancel,
}: ConfirmOptions): void {
  // Opened from handlers, outside any component: the words go through the same translation as the toasts.
  whenModalsReady(() =>
    modals.openConfirmModal({
      title: translateText(title),
      centered: true,
      children: <Text size="sm">{typeof message === 'string' ? translateText(message) : message}</Text>,
      labels: { confirm: translateText(confirmLabel), cancel: translateText(cancelLabel) },
      confirmProps: { color: 'red' },
      onConfirm,
      onCancel,
    }),
  );
}
