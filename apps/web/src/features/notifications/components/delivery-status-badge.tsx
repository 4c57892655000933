import { Badge, type MantineColor } from '@mantine/core';
import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@steelworks/contract/notification';

const COLORS: Record<DeliveryStatus, MantineColor> = {
  pending: 'blue',
  held: 'yellow',
  sent: 'green',
  failed: 'red',
  skipped: 'gray',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
