import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { StatusBadge, type StatusColors } from '../../../../components/status-badge';
import { invoiceStatusLabel } from './invoice-format';

const INVOICE_STATUS_COLORS: StatusColors = { Open: 'blue', 'Part paid': 'yellow', Paid: 'green', Cancelled: 'red' };

/** Open (blue), Part paid (yellow), Paid (green), Cancelled (red). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceListItem, 'status' | 'amount_paid'> }) {
  return <StatusBadge status={invoiceStatusLabel(invoice)} colors={INVOICE_STATUS_COLORS} />;
}
