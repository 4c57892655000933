import { Badge, type MantineColor } from '@mantine/core';
import { useTranslate } from '../lib/i18n/i18n';

export type StatusColors = Record<string, MantineColor>;

/** Order statuses as docs/product/screens-and-texts.md#badges and docs/product/screens-and-texts.md#routes colour them: info blue, success green, danger red, warning yellow. */
const ORDER_STATUS_COLORS: StatusColors = {
  Pending: 'blue',
  Approved: 'green',
  Canceled: 'red',
  Started: 'yellow',
  Shipped: 'green',
  Delivered: 'green',
};

/** A status word in a coloured badge, in the person's language; statuses missing from `colors` are grey. */
export function StatusBadge({ status, colors = ORDER_STATUS_COLORS }: { status: string; colors?: StatusColors }) {
  const t = useTranslate();
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" radius="sm">
      {t(status)}
    </Badge>
  );
}
