import { Badge, type MantineColor } from '@mantine/core';
import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@steelworks/contract/notification';

const COLORS: Record<DeliveryStatus, MantineColor> = {
  pending: 'blue',
  held: 'yellow',
  sent: 'green',
  failed: 'red',
  skipped: 'gray',
};

/**
 * The status of a delivery, whole: a badge's label may shrink to nothing in a table column (its overflow is hidden,
 * so its least width is 0) and showed "SE..." at 1280 px; here the label keeps its width and the column fits it.
 */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
