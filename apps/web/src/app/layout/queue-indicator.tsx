import { ActionIcon, Button, Drawer, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { QueuedActionCard } from '../../components/queued-action-card';
import { useTranslate } from '../../lib/i18n/i18n';
import { makeAllDue } from '../../lib/offline/offline-queue';
import { OFFLINE_TEXT, queueButtonText } from '../../lib/offline/offline-text';
import { drainQueue } from '../../lib/offline/queue-sender';
import { useQueuedActions } from '../../lib/offline/use-offline-queue';

/**
 * The header's count of actions not yet sent (shown only while there are some), opening the list of them. Failed ones
 * turn the count red.
 */
export function QueueIndicator() {
  const t = useTranslate();
  const actions = useQueuedActions();
  const [opened, { open, close }] = useDisclosure(false);
  if (actions.length === 0 && !opened) return null;
  const failed = actions.some((a) => a.status === 'failed');
  const label = queueButtonText(actions.length, t);
  const labelOf = new Map(actions.map((a) => [a.id, a.label]));
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={actions.length} size={18} color={failed ? 'red' : 'yellow'} disabled={actions.length === 0} offset={4}>
          <ActionIcon variant="subtle" color={failed ? 'red' : 'gray'} size="lg" aria-label={label} onClick={open} data-testid="queue-indicator">
            <IconCloudUpload size={22} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={opened} onClose={close} title={t(OFFLINE_TEXT.queueTitle)} position="right" size="md">
        <Stack gap="sm">
          {actions.length === 0 ? (
            <Text c="dimmed">{t(OFFLINE_TEXT.queueEmpty)}</Text>
          ) : (
            <>
              {actions.some((a) => a.status === 'waiting') && (
                <Button variant="light" size="xs" onClick={() => void makeAllDue().then(() => drainQueue())}>
                  {t(OFFLINE_TEXT.sendAll)}
                </Button>
              )}
              {actions.map((action) => (
                <QueuedActionCard key={action.id} action={action} waitsFor={action.dependsOn ? labelOf.get(action.dependsOn) : undefined} />
              ))}
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
