import type { PurchaseOrderStatus } from '@steelworks/contract/purchase';
import { StatusBadge, type StatusColors } from '../../../components/status-badge';

const COLORS: StatusColors = { Draft: 'gray', Approved: 'blue', 'Partly received': 'yellow', Received: 'green', Closed: 'dark', Cancelled: 'red' } satisfies Record<PurchaseOrderStatus, string>;

export function OrderStatus({ status }: { status: PurchaseOrderStatus }) {
  return <StatusBadge status={status} colors={COLORS} />;
}
