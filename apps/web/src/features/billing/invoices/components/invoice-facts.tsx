import { Anchor } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { Invoice } from '@steelworks/contract/invoice';
import { Link } from 'react-router';

/** The invoice's own facts on its sheet: number, dates and the order it bills (a link on the screen, text in print). */
export function invoiceFacts(invoice: Invoice, withLinks: boolean) {
  const order = `#${invoice.order_auto_id}`;
  return [
    { label: 'Invoice No.', value: invoice.number },
    { label: 'Invoice date', value: formatDisplayDate(invoice.invoice_date) },
    { label: 'Due date', value: formatDisplayDate(invoice.due_date) },
    {
      label: 'Order',
      value: withLinks ? (
        <Anchor component={Link} to={`/orders/${invoice.order_id}`} size="sm">
          {order}
        </Anchor>
      ) : (
        order
      ),
    },
  ];
}
