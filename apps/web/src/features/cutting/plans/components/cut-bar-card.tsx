import { Badge, Card, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import type { CutPlanBar } from '@steelworks/contract/cut-plan';
import { formatDateTime } from '../../../../lib/format';
import { barName, barRemainder, barSource, cutTitle } from './cut-plan-format';

export interface CutBarCardProps {
  bar: CutPlanBar;
  /** The tick box; without it the bar only shows whether it is cut. */
  onTick?: (ticked: boolean) => void;
  ticking?: boolean;
}

/** One bar of a cut list: where it comes from, its pieces in cut order with what each is for, and what is left. */
export function CutBarCard({ bar, onTick, ticking }: CutBarCardProps) {
  const cut = !!bar.ticked_at;
  return (
    <Card withBorder radius="sm" p="sm" role="listitem" aria-label={barName(bar)} bg={cut ? 'var(--mantine-color-green-light)' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
          {onTick && (
            <Checkbox
              size="lg"
              aria-label={`${barName(bar)} cut`}
              checked={cut}
              disabled={ticking}
              onChange={(event) => onTick(event.currentTarget.checked)}
            />
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{barName(bar)}</Text>
            <Text size="sm" c="dimmed">
              {barSource(bar)}
            </Text>
          </div>
        </Group>
        {cut ? (
          <Badge color="green" variant="light" radius="sm" style={{ flexShrink: 0 }}>
            Cut
          </Badge>
        ) : (
          <Badge color="gray" variant="light" radius="sm" style={{ flexShrink: 0 }}>
            To cut
          </Badge>
        )}
      </Group>
      <List type="ordered" size="sm" mt="xs" spacing={4} aria-label={`Cuts of ${barName(bar)}`}>
        {bar.cuts.map((piece, index) => (
          <List.Item key={index}>
            <Text span fw={600} size="sm">
              {cutTitle(piece)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {piece.label}
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
            Cut {formatDateTime(bar.ticked_at)}
            {bar.ticked_by ? ` by ${bar.ticked_by}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
