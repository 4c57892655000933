import { ActionIcon, Anchor, Button, Group, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconPlus, IconTrash } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { WORK_ORDER_STATUS_COLORS, WORK_ORDER_TEXT, type WorkOrderRow } from '@steelworks/contract/workorder';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useRemovedReload } from '../../../components/use-removed-reload';
import { StatusBadge } from '../../../components/status-badge';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteWorkOrder } from '../api/delete-work-order';
import { useWorkOrders } from '../api/get-work-orders';
import { productionKeys } from '../api/keys';

/** /workorders: Order Id, Dealer, Customer, Creator, Status, Action (PDF view, delete); search debounced 600 ms. */
export default function WorkOrdersPage() {
  const query = useWorkOrders();
  const remove = useDeleteWorkOrder();
  const canEdit = canAccess(getRole(), 'workOrderCreate');
  useRemovedReload(productionKeys.workOrders);

  const columns: PagedTableColumn<WorkOrderRow>[] = [
    {
      key: 'auto_id',
      header: 'Order Id',
      render: (w) => (
        <Anchor component={Link} to={`/workorders/${w.id}`} size="sm">
          #{w.auto_id}
        </Anchor>
      ),
    },
    { key: 'dealer_name', header: 'Dealer', render: (w) => w.dealer_name || '-' },
    { key: 'customer_name', header: 'Customer', render: (w) => w.customer_name || '-' },
    { key: 'order_creator', header: 'Creator' },
    { key: 'order_status', header: 'Status', render: (w) => <StatusBadge status={w.order_status} colors={WORK_ORDER_STATUS_COLORS} /> },
    {
      key: 'action',
      header: 'Action',
      render: (w) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="PDF view">
            <ActionIcon component={Link} to={`/workorders/update/${w.id}?print`} variant="light" aria-label={`PDF view of work order ${w.auto_id}`}>
              <IconFileTypePdf size={18} />
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label="Delete">
              <ActionIcon
                color="red"
                variant="light"
                aria-label={`Delete work order ${w.auto_id}`}
                onClick={() =>
                  confirmAction({
                    onConfirm: () => remove.mutate(w.id, { onSuccess: () => toastSuccess(WORK_ORDER_TEXT.deleted) }),
                  })
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="All Work Orders"
        actions={
          canEdit && (
            <Button component={Link} to="/workorder/create" leftSection={<IconPlus size={16} />}>
              Create Work Order
            </Button>
          )
        }
      />
      <PagedTable query={query} columns={columns} label="All Work Orders" searchDelay={600} searchPlaceholder={WORK_ORDER_TEXT.searchPlaceholder} emptyText="No Work Orders" />
    </>
  );
}
