import { StatusBadge, type StatusColors } from '../../../../components/status-badge';

/** Received in green, Reversed (a bounced cheque or a wrong entry) in red, Post-dated (waiting for its date) in blue. */
const PAYMENT_STATUS_COLORS: StatusColors = { Received: 'green', Reversed: 'red', 'Post-dated': 'blue' };

export function PaymentStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} colors={PAYMENT_STATUS_COLORS} />;
}
