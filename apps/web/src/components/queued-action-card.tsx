import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';
import { useTranslate } from '../lib/i18n/i18n';
import { discardAction, retryAction, type QueuedAction } from '../lib/offline/offline-queue';
import { OFFLINE_TEXT } from '../lib/offline/offline-text';
import { confirmAction } from './confirm-dialog';

const STATUS_COLOR = { waiting: 'yellow', sending: 'blue', failed: 'red' } as const;
const STATUS_TEXT = { waiting: OFFLINE_TEXT.waiting, sending: OFFLINE_TEXT.sending, failed: OFFLINE_TEXT.failed } as const;

/**
 * One action of the phone's queue: what, when tapped, its state, why it failed, Retry / Discard (asked first). The
 * header's list and the cards of the phone screens show the same. The label was written in the tapper's language when
 * tapped; the error is an English text (the server's message, or the queue's own) looked up here.
 */
export function QueuedActionCard({ action, waitsFor }: { action: QueuedAction; waitsFor?: string }) {
  const t = useTranslate();
  return (
    <Card withBorder p="sm" aria-label={action.label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {action.label}
          </Text>
          <Text size="xs" c="dimmed">
            {t(OFFLINE_TEXT.tapped)} {formatDateTime(action.tappedAt)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[action.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(STATUS_TEXT[action.status])}
        </Badge>
      </Group>
      {waitsFor && action.status === 'waiting' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t(OFFLINE_TEXT.waitsFor, { label: waitsFor })}
        </Text>
      )}
      {action.error && (
        <Text size="sm" c={action.status === 'failed' ? 'red' : 'dimmed'} mt={4} data-testid="queued-action-error">
          {t(action.error)}
        </Text>
      )}
      {action.status === 'failed' && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              confirmAction({
                title: OFFLINE_TEXT.discardTitle,
                message: t(OFFLINE_TEXT.discardBody, { label: action.label }),
                confirmLabel: OFFLINE_TEXT.discard,
                onConfirm: () => void discardAction(action.id),
              })
            }
          >
            {t(OFFLINE_TEXT.discard)}
          </Button>
          <Button size="xs" onClick={() => void retryAction(action.id)}>
            {t(OFFLINE_TEXT.retry)}
          </Button>
        </Group>
      )}
    </Card>
  );
}
