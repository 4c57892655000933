import { Anchor, Group, Select, Text } from '@mantine/core';
import { PLANNING_TEXT, type PurchaseRow } from '@steelworks/contract/planning';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { useUrlFilters } from '../../../components/use-url-state';
import { planningKeys, usePurchases } from '../api/planning-api';

const SORTS = [
  { value: '-shortage', label: 'Biggest shortage' },
  { value: '-cost', label: 'Highest cost' },
  { value: 'name', label: 'Name' },
];

const columns: PagedTableColumn<PurchaseRow>[] = [
  { key: 'name', header: 'Store Item' },
  {
    key: 'shortage',
    header: 'To Buy',
    render: (row) => (
      <Text span fw={700} c="red.8">
        {row.shortage} {row.unit_type}
      </Text>
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
        actions={<RefreshLink queryKey={planningKeys.purchases} />}
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
