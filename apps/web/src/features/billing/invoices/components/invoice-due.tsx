import { Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { InvoiceListItem } from '@steelworks/contract/invoice';

/** The list's Due column: "12 days overdue" in red while open and past due, the due date while open, "-" once settled. */
export function InvoiceDue({ invoice }: { invoice: Pick<InvoiceListItem, 'status' | 'due_date' | 'days_overdue'> }) {
  if (invoice.status !== 'Open') return <Text size="sm" c="dimmed">-</Text>;
  if (invoice.days_overdue !== null && invoice.days_overdue > 0) {
    return (
      <Text size="sm" c="red" fw={600}>
        {invoice.days_overdue} {invoice.days_overdue === 1 ? 'day' : 'days'} overdue
      </Text>
    );
  }
  return <Text size="sm">Due {formatDisplayDate(invoice.due_date)}</Text>;
}
