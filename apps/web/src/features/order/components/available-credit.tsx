import { Paper, Text } from '@mantine/core';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import { useMyAccountLine } from '../../billing/public';
import type { DraftItem } from './order-draft-items';

/** The order's bill as the server will compute it: quantity x unit price of each item, in paise. */
function draftBillCents(items: readonly DraftItem[]): bigint {
  return items.reduce((sum, item) => sum + toCents(item.unitPrice ?? '0') * BigInt(item.quantity), 0n);
}

/**
 * The dealer's "Available credit: ₹x (limit ₹y, outstanding ₹z)" on its order form, with a warning when this order's
 * bill would pass it (the approval would then be refused). Nothing for staff, nor for a dealer without a limit.
 */
export function AvailableCredit({ items, isDealer }: { items: readonly DraftItem[]; isDealer: boolean }) {
  const account = useMyAccountLine(isDealer);
  const a = account.data;
  if (!isDealer || !a || a.credit_limit === null || a.available_credit === null) return null;
  const bill = draftBillCents(items);
  // The available credit already leaves out the approved orders not yet invoiced, as the approval's check does.
  const uninvoiced = toCents(a.uninvoiced_orders);
  const over = bill > toCents(a.available_credit);
  return (
    <Paper withBorder p="sm" radius="sm" bg={over ? 'red.0' : 'gray.0'} role="status" aria-label="Available credit">
      <Text size="sm">
        Available credit: <b>{formatRupees(a.available_credit)}</b> (limit {formatRupees(a.credit_limit)}, outstanding {formatRupees(a.outstanding)})
        {uninvoiced > 0n && `; approved orders not yet invoiced ${formatRupees(a.uninvoiced_orders)}`}
      </Text>
      {over && (
        <Text size="sm" c="red" fw={600}>
          This order ({formatRupees(formatCents(bill))}) is more than your available credit: it cannot be approved until you pay or
          the office raises your limit.
        </Text>
      )}
    </Paper>
  );
}
