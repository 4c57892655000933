import { Anchor, Group, Select, Text } from '@mantine/core';
import type { PurchaseSection } from '@steelworks/contract/cut-need';
import { PLANNING_TEXT, type PurchaseRow } from '@steelworks/contract/planning';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { useUrlFilters } from '../../../components/use-url-state';
import { formatKg } from '../../../lib/format-weight';
import { OrdersFromListButton } from '../../purchase/public';
import { planningKeys } from '../../../lib/query-keys';
import { usePurchases } from '../api/planning-api';

const SORTS = [
  { value: '-shortage', label: 'Biggest shortage' },
  { value: '-cost', label: 'Highest cost' },
  { value: 'name', label: 'Name' },
];

/** "4x2 16G: buy 3 bars of 3,660 mm, offcuts on hand counted". */
function sectionPurchaseLine(section: PurchaseSection): string {
  const bars = `${section.bars_to_buy} bar${section.bars_to_buy === 1 ? '' : 's'}`;
  return `${section.label}: buy ${bars} of ${section.stock_length_mm.toLocaleString('en-IN')} mm, offcuts on hand counted`;
}

const columns: PagedTableColumn<PurchaseRow>[] = [
  {
    key: 'name',
    header: 'Store Item',
    render: (row) =>
      row.section ? (
        <div>
          <Text size="sm">{row.name}</Text>
          <Text size="sm" fw={600}>
            {sectionPurchaseLine(row.section)}
          </Text>
          <Text size="xs" c="dimmed">
            Needs {row.section.bars_needed} full · {row.section.bars_in_stock} in stock · {row.section.offcuts_in_stock} offcut
            {row.section.offcuts_in_stock === 1 ? '' : 's'} on hand
          </Text>
        </div>
      ) : (
        row.name
      ),
  },
  {
    key: 'shortage',
    header: 'To Buy',
    render: (row) =>
      row.section ? (
        <div>
          <Text span fw={700} c="red.8">
            {row.section.bars_to_buy} bar{row.section.bars_to_buy === 1 ? '' : 's'}
          </Text>
          <Text size="xs" c="dimmed">
            {row.shortage} {row.unit_type} · {formatKg(row.section.kg_to_buy)}
          </Text>
        </div>
      ) : (
        <Text span fw={700} c="red.8">
          {row.shortage} {row.unit_type}
        </Text>
      ),
  },
  {
    key: 'on_order',
    header: 'On Order',
    render: (row) =>
      row.on_order > 0 ? (
        <div>
          {row.on_order} {row.section ? 'bars' : row.unit_type}
          {row.on_order_due && (
            <Text size="xs" c="dimmed">
              due <DateText value={row.on_order_due} />
            </Text>
          )}
        </div>
      ) : (
        ''
      ),
  },
  { key: 'needed', header: 'Needed', render: (row) => `${row.needed} ${row.unit_type}` },
  { key: 'stock', header: 'In Stock', render: (row) => `${row.stock} ${row.unit_type}` },
  { key: 'estimated_cost', header: 'Est. Cost', render: (row) => <Money value={row.estimated_cost} /> },
  {
    key: 'orders',
    header: 'Orders Waiting',
    render: (row) => (
      <Group gap={6} wrap="wrap">
        {row.section?.work_orders.map((workOrder) => (
          <Anchor key={`wo-${workOrder.id}`} component={Link} to={`/workorders/${workOrder.id}`} size="sm">
            WO {workOrder.auto_id}
          </Anchor>
        ))}
        {row.orders.map((order) => (
          <Anchor key={order.id} component={Link} to={`/orders/${order.id}`} size="sm">
            #{order.auto_id}
          </Anchor>
        ))}
        {row.order_count > row.orders.length && (
          <Text size="sm" c="dimmed">
            +{row.order_count - row.orders.length} more
          </Text>
        )}
      </Group>
    ),
  },
];

/**
 * "Purchase List" (issue 16 point 3): what the Pending and Approved orders not yet provided need beyond the stock,
 * per store item, with the orders waiting on it; sortable and exportable.
 */
export default function PurchaseListPage() {
  const [filters, setFilters] = useUrlFilters(['sort']);
  const sort = SORTS.some((s) => s.value === filters.sort) ? filters.sort : '-shortage';
  const query = usePurchases(sort);
  return (
    <>
      <PageHeader
        title={PLANNING_TEXT.purchaseTitle}
        breadcrumbs={[{ label: 'All Store Items', to: '/store' }, { label: PLANNING_TEXT.purchaseTitle }]}
        actions={
          <Group gap="xs">
            <OrdersFromListButton />
            <RefreshLink queryKey={planningKeys.purchases} />
          </Group>
        }
      />
      <PagedTable
        query={query}
        columns={columns}
        label={PLANNING_TEXT.purchaseTitle}
        searchPlaceholder="Search a store item..."
        emptyText={PLANNING_TEXT.noShortages}
        toolbar={
          <Select
            aria-label="Sort by"
            size="sm"
            w={180}
            allowDeselect={false}
            data={SORTS}
            value={sort}
            onChange={(value) => setFilters({ sort: value === '-shortage' ? '' : (value ?? '') })}
          />
        }
      />
    </>
  );
}
