import { StatusBadge, type StatusColors } from '../../../components/status-badge';

/** Paid in green, Reversed (a bounced cheque or a wrong entry) in red. */
const COLORS: StatusColors = { Paid: 'green', Reversed: 'red' };

export function SupplierPaymentStatus({ status }: { status: string }) {
  return <StatusBadge status={status} colors={COLORS} />;
}
