import { Button, Group, Paper, Text } from '@mantine/core';
import { OFFLINE_TEXT } from '../../lib/offline/offline-text';
import { dismissUpdate, reloadToUpdate, useUpdateAvailable } from '../../lib/offline/register-sw';

/** "Update available" with Reload: a new version never changes the app under the user's hands. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <Paper
      role="alertdialog"
      aria-label={OFFLINE_TEXT.updateTitle}
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      style={{ zIndex: 300, marginInline: 'auto' }}
    >
      <Text fw={700}>{OFFLINE_TEXT.updateTitle}</Text>
      <Text size="sm" mb="xs">
        {OFFLINE_TEXT.updateBody}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={dismissUpdate}>
          {OFFLINE_TEXT.later}
        </Button>
        <Button size="xs" onClick={reloadToUpdate}>
          {OFFLINE_TEXT.reload}
        </Button>
      </Group>
    </Paper>
  );
}
