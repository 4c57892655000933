import { Anchor, Button, Select } from '@mantine/core';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { PURCHASE_ORDER_STATUSES, PURCHASE_TEXT, type PurchaseOrder, type PurchaseOrderStatus } from '@steelworks/contract/purchase';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { getRole } from '../../../lib/session';
import { usePurchaseOrders } from '../api/purchase-api';
import { OrderStatus } from '../components/order-status';

const columns: PagedTableColumn<PurchaseOrder>[] = [
  { key: 'number', header: 'Order', render: (o) => <Anchor component={Link} to={`/purchase/orders/${o.id}`}>{o.number}</Anchor> },
  { key: 'status', header: 'Status', render: (o) => <OrderStatus status={o.status} /> },
  { key: 'supplier_name', header: 'Supplier' },
  { key: 'order_date', header: 'Date', render: (o) => <DateText value={o.order_date} /> },
  { key: 'expected_date', header: 'Expected', render: (o) => (o.expected_date ? <DateText value={o.expected_date} /> : '') },
  // A store manager's answers carry no total.
  { key: 'total', header: 'Total', align: 'right', render: (o) => (o.total === undefined ? '' : <Money value={o.total} />) },
];

/** /purchase/orders: purchase orders, newest first, by status; the store manager sees them without prices. */
export default function PurchaseOrdersPage() {
  const [filters, setFilters] = useUrlFilters(['status']);
  const status = PURCHASE_ORDER_STATUSES.find((s) => s === filters.status) as PurchaseOrderStatus | undefined;
  const query = usePurchaseOrders(status);
  return (
    <>
      <PageHeader
        title={PURCHASE_TEXT.ordersTitle}
        trail={[{ label: 'Buying' }]}
        actions={canAccess(getRole(), 'purchasing') ? <Button component={Link} to="/purchase/orders/new">New Purchase Order</Button> : undefined}
      />
      <PagedTable
        query={query}
        columns={columns}
        label={PURCHASE_TEXT.ordersTitle}
        searchPlaceholder="Number or supplier..."
        emptyText={PURCHASE_TEXT.noOrders}
        toolbar={
          <Select aria-label="Status" size="sm" w={180} clearable placeholder="All statuses" data={[...PURCHASE_ORDER_STATUSES]} value={status ?? null} onChange={(value) => setFilters({ status: value ?? '' })} />
        }
      />
    </>
  );
}
