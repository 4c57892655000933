import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CONFIRM_TEXT } from './confirm-dialog';

// Its own file: confirmAction's module is on the phone screens' first load, and Modal with its parts is not.
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
