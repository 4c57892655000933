import { Button } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { ORDER_TABS, type OrderRow } from '@steelworks/contract/order';
import { canAccess } from '@steelworks/contract/permissions';
import { Link, useSearchParams } from 'react-router';
import { Money } from '../../../components/money';
import { ActiveFilter, displayMonth } from '../../../components/active-filter';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { TabBar } from '../../../components/tab-bar';
import { viewColumn } from '../../../components/view-column';
import { getRole } from '../../../lib/session';
import { useOrders } from '../api/get-orders';

type TabValue = (typeof ORDER_TABS)[number]['value'];

function tabFrom(value: string | null): (typeof ORDER_TABS)[number] {
  return ORDER_TABS.find((t) => t.value.toLowerCase() === (value ?? '').toLowerCase()) ?? ORDER_TABS[0];
}

function OrdersTable({ tab }: { tab: (typeof ORDER_TABS)[number] }) {
  const [params] = useSearchParams();
  const query = useOrders(tab.status, params.get('delivered') ?? undefined, params.get('scheduled') ?? undefined);
  const columns: PagedTableColumn<OrderRow>[] = [
    { key: 'auto_id', header: 'Order Id', render: (o) => `#${o.auto_id}` },
    { key: 'dealer_name', header: 'Dealer' },
    { key: 'total_amount', header: 'Total Amount', render: (o) => <Money value={o.total_amount} /> },
    { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
    viewColumn('action', (o) => `/orders/${o.id}`),
  ];
  return (
    <PagedTable
      query={query}
      columns={columns}
      searchPlaceholder="Search.. Order Id, Dealer or Customer"
      emptyText={`No ${tab.label}`}
      label={tab.label}
    />
  );
}

/** All Orders (docs/product/screens-and-texts.md#routes): one searchable paged table per status tab; ?value=Pending opens that tab. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('value'));
  const role = getRole();
  return (
    <>
      <PageHeader
        title="All Orders"
        actions={
          canAccess(role, 'orderCreate') ? (
            <Button component={Link} to="/order/create">
              Create Order
            </Button>
          ) : undefined
        }
      />
      <TabBar value={tab.value} onChange={(value) => setParams(value ? { value: value as TabValue } : {})} tabs={ORDER_TABS} />
      <ActiveFilter name="delivered" describe={(month) => `Delivered in ${displayMonth(month)}`} />
      <ActiveFilter name="scheduled" describe={(day) => `Worked on ${formatDisplayDate(day)}`} />
      <OrdersTable key={tab.value} tab={tab} />
    </>
  );
}
