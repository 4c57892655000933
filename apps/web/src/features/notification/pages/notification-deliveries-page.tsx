import { Select, Stack, Text } from '@mantine/core';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type Delivery,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationEvent,
} from '@steelworks/contract/notification';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { useUrlFilters } from '../../../components/use-url-state';
import { formatDateTime } from '../../../lib/format';
import { useDeliveries, type DeliveryFilters } from '../api/get-deliveries';
import { notificationKeys } from '../api/notification-keys';
import { DeliveryStatusBadge } from '../components/delivery-status-badge';

const FILTERS = ['status', 'channel', 'event'] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** A URL value the contract knows, or nothing (a hand-edited URL must not reach the server as a 400). */
function known<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const columns: PagedTableColumn<Delivery>[] = [
  {
    key: 'title',
    header: 'Notification',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {d.title}
        </Text>
        <Text size="xs" c="dimmed">
          {NOTIFICATION_EVENT_LABELS[d.event]}
        </Text>
      </Stack>
    ),
  },
  { key: 'recipient_name', header: 'Recipient' },
  { key: 'channel', header: 'Channel', render: (d) => NOTIFICATION_CHANNEL_LABELS[d.channel] },
  { key: 'status', header: 'Status', render: (d) => <DeliveryStatusBadge status={d.status} /> },
  { key: 'attempts', header: 'Tries', align: 'right', width: 70 },
  {
    key: 'last_error',
    header: 'Error',
    render: (d) =>
      d.last_error ? (
        <Text size="sm" c={d.status === 'failed' ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {d.last_error}
        </Text>
      ) : (
        '—'
      ),
  },
  { key: 'created_at', header: 'Created', render: (d) => formatDateTime(d.created_at) },
  { key: 'sent_at', header: 'Sent at', render: (d) => (d.sent_at ? formatDateTime(d.sent_at) : '—') },
];

/** /notifications/deliveries (admin): every recipient × channel of every event, its status, tries and last error. */
export default function NotificationDeliveriesPage() {
  const [values, setValues] = useUrlFilters(FILTERS);
  const filters: DeliveryFilters = {
    status: known<DeliveryStatus>(DELIVERY_STATUSES, values.status),
    channel: known<NotificationChannel>(NOTIFICATION_CHANNELS, values.channel),
    event: known<NotificationEvent>(NOTIFICATION_EVENTS, values.event),
  };
  const deliveries = useDeliveries(filters);
  const toolbar = (
    <>
      <Select
        aria-label="Status"
        placeholder="Any status"
        data={options(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS)}
        value={filters.status ?? null}
        onChange={(value) => setValues({ status: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        aria-label="Channel"
        placeholder="Any channel"
        data={options(NOTIFICATION_CHANNELS, NOTIFICATION_CHANNEL_LABELS)}
        value={filters.channel ?? null}
        onChange={(value) => setValues({ channel: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        aria-label="Event"
        placeholder="Any event"
        data={options(NOTIFICATION_EVENTS, NOTIFICATION_EVENT_LABELS)}
        value={filters.event ?? null}
        onChange={(value) => setValues({ event: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </>
  );
  return (
    <>
      <PageHeader
        title="Notification deliveries"
        trail={[{ label: 'Notifications', to: '/notifications' }]}
        actions={<RefreshLink queryKey={notificationKeys.deliveries} />}
      />
      <PagedTable
        query={deliveries}
        columns={columns}
        toolbar={toolbar}
        searchPlaceholder="Search.. Recipient or title"
        emptyText="No deliveries match"
        label="Notification deliveries"
      />
    </>
  );
}
