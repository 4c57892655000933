import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { getRole } from '../../../lib/session';
import { useOrder } from '../api/get-order';
import { OrderEditPanel } from '../components/order-edit-panel';
import { OrderInvoicePanel, showsInvoicePanel } from '../../billing/public';
import { OrderSheet } from '../components/order-sheet';
import { OrderStatusPanel } from '../components/order-status-panel';
import { HistoryPanel } from '../../audit/public';
import { ChannelNeedPanel } from '../../cutting/public';

/** /orders/:id — status panel, pending edit panel, printable sheet with a PDF button, Edit Order items link. */
export default function OrderDetailPage() {
  const { id } = useParams();
  const order = useOrder(id);
  const role = getRole();
  const isDealer = role === 'dealer';
  const closed = order.data?.status === 'Canceled' || order.data?.status === 'Delivered';
  const pending = order.data?.status === 'Pending';

  return (
    <>
      <PageHeader
        title={order.data ? `Order #${order.data.auto_id}` : 'Order'}
        breadcrumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'All Orders', to: '/orders' },
          { label: order.data ? `Order #${order.data.auto_id}` : 'Order' },
        ]}
        actions={
          order.data && (
            <Group gap="xs">
              {pending && canAccess(role, 'orderCreate') && (
                <Anchor component={Link} to={`/order/update/${order.data.id}`} size="sm">
                  Edit Order items
                </Anchor>
              )}
              {/* docs/product/work-orders-and-production.md#work-orders: a work order can be made from an approved dealer order. */}
              {order.data.status === 'Approved' && canAccess(role, 'workOrderCreate') && (
                <Button component={Link} to={`/workorder/create?order=${order.data.id}`} variant="light">
                  Create from order
                </Button>
              )}
              <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                PDF
              </Button>
            </Group>
          )
        }
      />
      {order.isLoading && <Loader />}
      {/* A failed read is the 404 page (unknown or foreign order) or one toast: see lib/query-client.ts. */}
      {order.data && (
        <Stack gap="md">
          {!isDealer && !closed && canAccess(role, 'orderStatus') && <OrderStatusPanel order={order.data} />}
          {showsInvoicePanel(order.data, role) && <OrderInvoicePanel order={order.data} />}
          {canAccess(role, 'planning') && <ChannelNeedPanel of={{ order: order.data.id }} />}
          {/* Keyed by the order alone: a reload after a refused save must not wipe the panel and its message. */}
          {!isDealer && pending && <OrderEditPanel key={order.data.id} order={order.data} />}
          {order.data.status === 'Canceled' && (
            <Alert color="red" variant="light">
              This order was canceled.
            </Alert>
          )}
          <OrderSheet order={order.data} />
        </Stack>
      )}
      <HistoryPanel entity="order" id={order.data?.id} />
    </>
  );
}
