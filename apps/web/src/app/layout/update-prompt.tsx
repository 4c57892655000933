import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslate } from '../../lib/i18n/i18n';
import { OFFLINE_TEXT } from '../../lib/offline/offline-text';
import { dismissUpdate, reloadToUpdate, useUpdateAvailable } from '../../lib/offline/register-sw';

/** "Update available" with Reload: a new version never changes the app under the user's hands. */
export function UpdatePrompt() {
  const t = useTranslate();
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <Paper
      role="alertdialog"
      aria-label={t(OFFLINE_TEXT.updateTitle)}
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
      <Text fw={700}>{t(OFFLINE_TEXT.updateTitle)}</Text>
      <Text size="sm" mb="xs">
        {t(OFFLINE_TEXT.updateBody)}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={dismissUpdate}>
          {t(OFFLINE_TEXT.later)}
        </Button>
        <Button size="xs" onClick={reloadToUpdate}>
          {t(OFFLINE_TEXT.reload)}
        </Button>
      </Group>
    </Paper>
  );
}
