import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The foot of a dialog: Cancel (`onCancel` closes it), then the dialog's own button, on the right. */
export function DialogFooter({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}
