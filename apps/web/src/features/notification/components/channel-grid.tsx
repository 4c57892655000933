import { Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationChannel,
  type NotificationEvent,
} from '@steelworks/contract/notification';
import { usePhone } from '../../../components/use-phone';

/** What the grid needs of a form: the checkbox props of a path ("events.0.channels.email"). */
export type CheckboxPropsOf = (path: string) => { checked?: boolean; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void };

const NOT_CONFIGURED = 'Not configured';

export interface ChannelGridProps {
  /** The form path of the rows' list ("events", "roles.2.events"). */
  path: string;
  events: readonly { event: NotificationEvent }[];
  /** Channels this install sends on; the others are shown greyed with "Not configured". All when omitted. */
  available?: readonly NotificationChannel[];
  checkboxProps: CheckboxPropsOf;
  /** Accessible name of the grid. */
  label: string;
}

/**
 * Events × channels checkboxes (preferences and the admin's defaults). A table from 768 px; on a phone each event is a
 * card with its channels wrapped below it, so the page never scrolls sideways.
 */
export function ChannelGrid({ path, events, available, checkboxProps, label }: ChannelGridProps) {
  const phone = usePhone();
  const configured = (channel: NotificationChannel) => !available || available.includes(channel);
  const box = (index: number, event: NotificationEvent, channel: NotificationChannel, withLabel: boolean) => (
    <Checkbox
      {...checkboxProps(`${path}.${index}.channels.${channel}`)}
      disabled={!configured(channel)}
      aria-label={`${NOTIFICATION_EVENT_LABELS[event]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
      label={withLabel ? NOTIFICATION_CHANNEL_LABELS[channel] : undefined}
      description={withLabel && !configured(channel) ? NOT_CONFIGURED : undefined}
    />
  );

  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {events.map(({ event }, index) => (
          <Card key={event} withBorder radius="sm" p="sm" role="listitem">
            <Text fw={600} size="sm" mb="xs">
              {NOTIFICATION_EVENT_LABELS[event]}
            </Text>
            <Group gap="md" style={{ rowGap: 8 }}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <div key={channel}>{box(index, event, channel, true)}</div>
              ))}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table aria-label={label} verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Table.Th key={channel} ta="center">
              {NOTIFICATION_CHANNEL_LABELS[channel]}
              {!configured(channel) && (
                <Text size="xs" c="dimmed" fw={400}>
                  {NOT_CONFIGURED}
                </Text>
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map(({ event }, index) => (
          <Table.Tr key={event}>
            <Table.Td>{NOTIFICATION_EVENT_LABELS[event]}</Table.Td>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.Td key={channel}>
                <Group justify="center">{box(index, event, channel, false)}</Group>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
