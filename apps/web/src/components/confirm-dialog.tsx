import { Button, Group, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { translateText } from '../lib/i18n/translate-text';
import { whenModalsReady } from './modals-ready';

/** The spec's confirmation words (spec 1 section 4). */
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

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Shows a spinner on Confirm! while the call runs (the dialog stays open). */
  loading?: boolean;
  title?: string;
  message?: ReactNode;
}

/** The same dialog as a controlled component, for when the page wants to keep it open while the call runs. */
export function ConfirmDialog({ opened, onClose, onConfirm, loading, title, message }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? CONFIRM_TEXT.title} centered>
      <Text size="sm">{message ?? CONFIRM_TEXT.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {CONFIRM_TEXT.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {CONFIRM_TEXT.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
