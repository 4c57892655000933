import { Button, Drawer, Stack, Text } from '@mantine/core';
import { QueuedActionCard } from '../../components/queued-action-card';
import { useTranslate } from '../../lib/i18n/i18n';
import { makeAllDue } from '../../lib/offline/offline-queue';
import { OFFLINE_TEXT } from '../../lib/offline/offline-text';
import { drainQueue } from '../../lib/offline/queue-sender';
import { useQueuedActions } from '../../lib/offline/use-offline-queue';

/** The list of actions not yet sent, each with its state, reason, Retry and Discard (loaded at the first tap). */
export default function QueueDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslate();
  const actions = useQueuedActions();
  const labelOf = new Map(actions.map((a) => [a.id, a.label]));
  return (
    <Drawer opened={opened} onClose={onClose} title={t(OFFLINE_TEXT.queueTitle)} position="right" size="md">
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
  );
}
