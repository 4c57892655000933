import { ActionIcon, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconScale, IconTrash } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { SHEET_ORDER_TYPE_LABELS, type SheetOrderListItem, type SheetOrderType } from '@steelworks/contract/sheet';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteSheetOrder } from '../api/delete-sheet-order';
import { useSheetOrders } from '../api/get-sheet-orders';
import { sheetKeys } from '../api/keys';
import { formatKg, pieces } from '../components/sheet-choices';
import { SaveErrorAlert } from '../components/shortage-alert';

const TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'addition', label: 'Addition' },
  { value: 'deduction', label: 'Deduction' },
];

function OrderTypeBadge({ type }: { type: SheetOrderType }) {
  return (
    <Badge color={type === 'addition' ? 'green' : 'orange'} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {SHEET_ORDER_TYPE_LABELS[type]}
    </Badge>
  );
}

/**
 * /sheets/sheetorders: the orders, filtered All / Addition / Deduction, with search, paging and Total weight. A sheet
 * user sees "My Sheet Orders": its own deductions only, no type filter and no delete (docs/product/roles-and-permissions.md#owner-scoping).
 */
export default function SheetOrdersPage() {
  const [params, setParams] = useSearchParams();
  const role = getRole();
  const ownOnly = role === 'sheet_user';
  const mayDelete = canAccess(role, 'sheetOrderDelete');
  const title = ownOnly ? 'My Sheet Orders' : 'Sheet Orders';
  const typeParam = params.get('order_type');
  const orderType = !ownOnly && (typeParam === 'addition' || typeParam === 'deduction') ? typeParam : undefined;
  const orders = useSheetOrders({ order_type: orderType });
  const remove = useDeleteSheetOrder();
  const [deleted, setDeleted] = useState(false);


  const setType = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('order_type');
      else next.set('order_type', value);
      next.delete('page');
      return next;
    });

  const askDelete = (order: SheetOrderListItem) =>
    confirmAction({
      onConfirm: () =>
        remove.mutate(order.id, {
          onSuccess: () => {
            toastSuccess('Done', 'Sheet order deleted');
            setDeleted(true);
          },
        }),
    });

  const columns: PagedTableColumn<SheetOrderListItem>[] = [
    { key: 'auto_id', header: 'No.' },
    {
      key: 'title',
      header: 'Title',
      render: (o) => (
        <>
          <Text size="sm">{o.title}</Text>
          <Text size="xs" c="dimmed">
            by {o.creator_name}
          </Text>
        </>
      ),
    },
    { key: 'date', header: 'Date', render: (o) => <DateText value={o.date} /> },
    { key: 'order_type', header: 'Type', width: 120, render: (o) => <OrderTypeBadge type={o.order_type} /> },
    { key: 'gsm', header: 'GSM' },
    {
      key: 'total_weight',
      header: 'Quantity / Total Weight',
      align: 'right',
      render: (o) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatKg(o.total_weight)}
          </Text>
          <Text size="xs" c="dimmed">
            {pieces(o.total_quantity)}
          </Text>
        </>
      ),
    },
    {
      key: 'is_delivered',
      header: 'Delivered',
      render: (o) => (
        <Badge color={o.is_delivered ? 'green' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
          {o.is_delivered ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (o) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon component={Link} to={`/sheets/sheetorders/update/${o.id}`} variant="light" aria-label={`Edit order ${o.auto_id}`}>
            <IconPencil size={16} />
          </ActionIcon>
          {mayDelete && (
            <ActionIcon color="red" variant="light" aria-label={`Delete order ${o.auto_id}`} onClick={() => askDelete(o)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Sheets' }, { label: title }]}
        actions={
          <>
            {deleted && <RefreshLink queryKey={sheetKeys.orders} />}
            <Button component={Link} to="/sheets/sheetorders/total-weight" variant="light" leftSection={<IconScale size={16} />}>
              Total weight
            </Button>
            <Button component={Link} to="/sheets/sheetorders/create" leftSection={<IconPlus size={16} />}>
              Create Sheet Order
            </Button>
          </>
        }
      />
      {remove.error ? (
        <div style={{ marginBottom: 12 }}>
          <SaveErrorAlert error={remove.error} />
        </div>
      ) : null}
      <PagedTable
        query={orders}
        columns={columns}
        label={title}
        searchPlaceholder="Search by title or number..."
        emptyText="No Data"
        toolbar={
          ownOnly ? undefined : (
            <SegmentedControl aria-label="Order type" data={TYPE_FILTERS} value={orderType ?? 'all'} onChange={setType} />
          )
        }
      />
      {mayDelete && (
        <Text size="xs" c="dimmed" mt="xs">
          Deleting an order reverses its stock move.
        </Text>
      )}
    </>
  );
}
