import type { SupplierBill } from '@steelworks/contract/payables';
import { StatusBadge } from '../../../components/status-badge';

/** A supplier bill's status: Open (something still to pay) orange, Paid green. */
export function BillStatus({ status }: { status: SupplierBill['status'] }) {
  return <StatusBadge status={status} colors={{ Open: 'orange', Paid: 'green' }} />;
}
