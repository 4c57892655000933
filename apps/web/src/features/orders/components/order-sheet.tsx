import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { Order } from '@steelworks/contract/order';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import './order-print.css';
import { productLabel } from '@steelworks/contract/product';

function addonText(addon: { addon_name: string; description: string; quantity: number }): string {
  const detail = addon.description ? ` (${addon.description})` : '';
  return `${addon.addon_name}${detail}${addon.quantity > 1 ? ` x${addon.quantity}` : ''}`;
}

/** The printable order sheet (the PDF button prints it through the browser on an A4 page). */
export function OrderSheet({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="md" p="lg" className="order-print-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>Order #{order.auto_id}</Title>
            <Text size="sm" c="dimmed">
              Placed {formatDisplayDate(order.date_added)}
            </Text>
          </div>
          <StatusBadge status={order.status} />
        </Group>
        <Group grow align="flex-start">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Dealer
            </Text>
            <Text size="sm">{order.dealer_name}</Text>
            <Text size="sm">{order.dealer_phone}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Customer
            </Text>
            <Text size="sm">{order.customer_name || '-'}</Text>
            <Text size="sm">Delivery site: {order.delivery_site || '-'}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Dates
            </Text>
            <Text size="sm">Start: {formatDisplayDate(order.start_date) || '-'}</Text>
            <Text size="sm">End: {formatDisplayDate(order.end_date) || '-'}</Text>
          </Stack>
        </Group>
        {order.note && (
          <Text size="sm">
            <b>Note:</b> {order.note}
          </Text>
        )}
        <Table withTableBorder withColumnBorders aria-label="Order items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Details</Table.Th>
              <Table.Th>Material</Table.Th>
              <Table.Th>Addons</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit Price</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.orderitem.map((item, index) => (
              <Table.Tr key={item.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm">{productLabel(item.productName, item.serial_number)}</Text>
                  {item.schedule_items.map((s) => (
                    <Badge key={s.id} size="xs" variant="light" mr={4} className="no-print">
                      {s.auto_id} · {s.supervisor}
                    </Badge>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {[
                      item.product_details.channel_size,
                      item.product_details.guage && `${item.product_details.guage}G`,
                      item.product_details.width && item.product_details.height && `${item.product_details.width}x${item.product_details.height}`,
                      `${item.product_details.no_of_cols} col`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{item.material}</Table.Td>
                <Table.Td>
                  <Text size="xs">{item.orderitemaddon.map(addonText).join(', ')}</Text>
                </Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">
                  <Money value={item.unit_price} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={item.total_price} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={7} ta="right">
                Total Amount
              </Table.Th>
              <Table.Th ta="right">
                <Money value={order.total_amount} />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}
