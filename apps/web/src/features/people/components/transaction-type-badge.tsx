import { Badge } from '@mantine/core';
import type { TransactionType } from '@steelworks/contract/supervisor';

/** Credit shows green, debit yellow (docs/product/screens-and-texts.md#badges). */
export function TransactionTypeBadge({ type }: { type: TransactionType }) {
  return (
    <Badge color={type === 'credit' ? 'green' : 'yellow'} variant="light" radius="sm">
      {type}
    </Badge>
  );
}
