import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { canAccess } from '@steelworks/contract/permissions';
import { PURCHASE_ORDER_MOVES, RATE_PER_LABELS, type PurchaseOrderDetail, type PurchaseOrderMove } from '@steelworks/contract/purchase';
import { confirmAction } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PrintPage } from '../../../components/print-page';
import { getRole } from '../../../lib/session';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useOrderAction, usePurchaseOrder } from '../api/purchase-api';
import { OrderStatus } from '../components/order-status';

/** An order with goods received against it: their supplier's bill can be entered from the order. */
const BILLABLE: readonly PurchaseOrderDetail['status'][] = ['Partly received', 'Received', 'Closed'];

const MOVE_LABELS: Record<PurchaseOrderMove, string> = { approve: 'Approve', cancel: 'Cancel Order', close: 'Close' };

function Actions({ order }: { order: PurchaseOrderDetail }) {
  const action = useOrderAction(order.id);
  const role = getRole();
  const buyer = canAccess(role, 'purchasing');
  const open = order.status === 'Approved' || order.status === 'Partly received';
  const run = (name: PurchaseOrderMove | 'send', done: string) =>
    confirmAction({ onConfirm: () => action.mutate(name, { onSuccess: () => toastSuccess(done), onError: toastFromError }) });
  return (
    <Group gap="xs" className="no-print">
      {buyer &&
        (Object.keys(PURCHASE_ORDER_MOVES) as PurchaseOrderMove[])
          .filter((move) => PURCHASE_ORDER_MOVES[move].from.includes(order.status))
          .map((move) => (
            <Button key={move} color={move === 'cancel' ? 'red' : undefined} variant={move === 'approve' ? 'filled' : 'light'} loading={action.isPending} onClick={() => run(move, `Order ${order.number}: ${PURCHASE_ORDER_MOVES[move].to}`)}>
              {MOVE_LABELS[move]}
            </Button>
          ))}
      {buyer && order.status === 'Draft' && (
        <Button component={Link} to={`/purchase/orders/${order.id}/edit`} variant="light">
          Edit
        </Button>
      )}
      {buyer && open && (
        <Button variant="light" disabled={!order.supplier_email} onClick={() => run('send', `Sent to ${order.supplier_email}`)}>
          Send to Supplier
        </Button>
      )}
      {open && canAccess(role, 'goodsReceipt') && (
        <Button component={Link} to={`/purchase/receipts/new?order=${order.id}`} color="green">
          Receive Goods
        </Button>
      )}
      {canAccess(role, 'payables') && BILLABLE.includes(order.status) && (
        <Button component={Link} to={`/purchase/bills/new?supplier=${order.supplier}&order=${order.id}`} variant="light">
          Enter Bill
        </Button>
      )}
      {buyer && (
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      )}
    </Group>
  );
}

/** /purchase/orders/:id: the order as the supplier reads it (printable on A4), with its moves; no prices for the store. */
export default function PurchaseOrderPage() {
  const id = Number(useParams().id);
  const { data: order, error } = usePurchaseOrder(id);
  if (error) return <Alert color="red">{String((error as Error).message)}</Alert>;
  if (!order) return null;
  return (
    <>
      <PrintPage size="A4" margin="12mm" />
      <PageHeader title={`Purchase Order ${order.number}`} breadcrumbs={[{ label: 'Purchase Orders', to: '/purchase/orders' }, { label: order.number }]} actions={<Actions order={order} />} />
      <Paper withBorder p="md" className="print-sheet">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={4}>Purchase Order {order.number}</Title>
              <Text size="sm">Date <DateText value={order.order_date} />{order.expected_date && <> · expected by <DateText value={order.expected_date} /></>}</Text>
            </div>
            <OrderStatus status={order.status} />
          </Group>
          <div>
            <Text fw={600}>{order.supplier_name}</Text>
            {order.supplier_gstin && <Text size="sm">GSTIN {order.supplier_gstin}</Text>}
            <Text size="sm">{order.supplier_address}</Text>
          </div>
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label="Order lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Received</Table.Th>
                  {order.total !== undefined && <Table.Th ta="right">Rate</Table.Th>}
                  {order.total !== undefined && <Table.Th ta="right">Amount</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      {line.name}
                      {line.theoretical_kg !== null && <Text size="xs" c="dimmed">about {line.theoretical_kg} kg</Text>}
                    </Table.Td>
                    <Table.Td ta="right">{line.quantity} {line.unit}</Table.Td>
                    <Table.Td ta="right">{line.received} {line.unit}</Table.Td>
                    {line.rate !== undefined && <Table.Td ta="right"><Money value={line.rate} /> {RATE_PER_LABELS[line.rate_per]}</Table.Td>}
                    {line.amount !== undefined && <Table.Td ta="right"><Money value={line.amount} /></Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {order.total !== undefined && (
            <Text ta="right" fw={700}>
              Total <Money value={order.total} /> (before GST)
            </Text>
          )}
          {order.note && <Text size="sm">Note: {order.note}</Text>}
        </Stack>
      </Paper>
    </>
  );
}
