import { Badge, Card, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import type { CutPlanBar } from '@steelworks/contract/cut-plan';
import { LazyQueuedActionCard as QueuedActionCard } from '../../../../components/lazy-queued-action-card';
import { formatDateTime } from '../../../../lib/format';
import { useTranslate } from '../../../../lib/i18n/i18n';
import type { QueuedAction } from '../../../../lib/offline/offline-queue';
import { OFFLINE_TEXT } from '../../../../lib/offline/offline-text';
import { barName, barRemainder, barSource, cutLabel, cutTitle } from './cut-plan-format';

export interface CutBarCardProps {
  bar: CutPlanBar;
  /** The tick box; without it the bar only shows whether it is cut. */
  onTick?: (ticked: boolean) => void;
  /** The bar's taps in the phone's queue: one on its way shows so; a refused one shows with Retry and Discard. */
  queued?: readonly QueuedAction[];
}

/** One bar of a cut list: where it comes from, its pieces in cut order with what each is for, and what is left. */
export function CutBarCard({ bar, onTick, queued = [] }: CutBarCardProps) {
  const t = useTranslate();
  const cut = !!bar.ticked_at;
  const name = barName(bar);
  const pending = queued.filter((action) => action.status !== 'failed').at(-1);
  return (
    <Card withBorder radius="sm" p="sm" role="listitem" aria-label={name} bg={cut ? 'var(--mantine-color-green-light)' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
          {onTick && <Checkbox size="lg" aria-label={t('{{bar}} cut', { bar: name })} checked={cut} onChange={(event) => onTick(event.currentTarget.checked)} />}
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="dimmed">
              {barSource(bar)}
            </Text>
          </div>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={cut ? 'green' : 'gray'} variant="light" radius="sm">
            {cut ? t('Cut') : t('To cut')}
          </Badge>
          {pending && (
            <Badge color={pending.status === 'sending' ? 'blue' : 'yellow'} variant="light" radius="sm">
              {t(pending.status === 'sending' ? OFFLINE_TEXT.sending : OFFLINE_TEXT.waiting)}
            </Badge>
          )}
        </Stack>
      </Group>
      <List type="ordered" size="sm" mt="xs" spacing={4} aria-label={t('Cuts of {{bar}}', { bar: name })}>
        {bar.cuts.map((piece, index) => (
          <List.Item key={index}>
            <Text span fw={600} size="sm">
              {cutTitle(piece)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {cutLabel(piece)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Stack gap={0} mt="xs">
        <Text size="sm" c={bar.remainder_kind === 'offcut' ? 'teal' : 'dimmed'}>
          {barRemainder(bar)}
        </Text>
        {cut && (
          <Text size="xs" c="dimmed">
            {bar.ticked_by
              ? t('Cut {{time}} by {{name}}', { time: formatDateTime(bar.ticked_at), name: bar.ticked_by })
              : t('Cut {{time}}', { time: formatDateTime(bar.ticked_at) })}
          </Text>
        )}
      </Stack>
      {queued
        .filter((action) => action.status === 'failed')
        .map((action) => (
          <Stack key={action.id} mt="xs">
            <QueuedActionCard action={action} />
          </Stack>
        ))}
    </Card>
  );
}
