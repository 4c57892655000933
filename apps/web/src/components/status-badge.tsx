import { Badge, type MantineColor } from '@mantine/core';

export type StatusColors = Record<string, MantineColor>;

/** Order statuses as spec 1 section 4 and spec 2 colour them: info blue, success green, danger red, warning yellow. */
export const ORDER_STATUS_COLORS: StatusColors = {
  Pending: 'blue',
  Approved: 'green',
  Canceled: 'red',
  Started: 'yellow',
  Shipped: 'green',
  Delivered: 'green',
};

/** A status word in a coloured badge; statuses missing from `colors` are grey. */
export function StatusBadge({ status, colors = ORDER_STATUS_COLORS }: { status: string; colors?: StatusColors }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" radius="sm">
      {status}
    </Badge>
  );
}
