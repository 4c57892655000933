import { Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { Order } from '@steelworks/contract/order';
import { Money, MoneyCell, MoneyTotalCell } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { usePhone } from '../../../components/use-phone';
import { PrintPage } from '../../../components/print-page';
import { productLabel } from '@steelworks/contract/product';
import { right, TableHead } from '../../../components/table-head';
import { stateName } from '@steelworks/contract/billing';

type OrderItem = Order['orderitem'][number];

function detailsText(item: OrderItem): string {
  return [
    item.product_details.channel_size,
    item.product_details.guage && `${item.product_details.guage}G`,
    item.product_details.width && item.product_details.height && `${item.product_details.width}x${item.product_details.height}`,
    `${item.product_details.no_of_cols} col`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ScheduleBadges({ item }: { item: OrderItem }) {
  return item.schedule_items.map((s) => (
    <Badge key={s.id} size="xs" variant="light" mr={4} className="no-print">
      {s.auto_id} · {s.supervisor}
    </Badge>
  ));
}

/** On a phone each item is a card: what it is, then quantity x unit price = total, nothing off to the right. */
function ItemCards({ order }: { order: Order }) {
  return (
    <Stack gap="xs" role="list" aria-label="Order items">
      {order.orderitem.map((item, index) => (
        <Card key={item.id} withBorder radius="sm" p="sm" role="listitem">
          <Text size="sm" fw={600}>
            {index + 1}. {productLabel(item.productName, item.serial_number)}
          </Text>
          <ScheduleBadges item={item} />
          <Text size="xs" c="dimmed" mt={4}>
            {detailsText(item)}
            {item.material ? ` · ${item.material}` : ''}
          </Text>
          {item.orderitemaddon.length > 0 && <Text size="xs">Addons: {item.orderitemaddon.map(addonText).join(', ')}</Text>}
          <Group justify="space-between" mt={6} wrap="nowrap">
            <Text size="sm">
              {item.quantity} x <Money value={item.unit_price} />
            </Text>
            <Text size="sm" fw={700}>
              <Money value={item.total_price} />
            </Text>
          </Group>
        </Card>
      ))}
      <Group justify="space-between" px="sm">
        <Text fw={700}>Total Amount</Text>
        <Text fw={700}>
          <Money value={order.total_amount} />
        </Text>
      </Group>
    </Stack>
  );
}

function addonText(addon: { addon_name: string; description: string; quantity: number }): string {
  const detail = addon.description ? ` (${addon.description})` : '';
  return `${addon.addon_name}${detail}${addon.quantity > 1 ? ` x${addon.quantity}` : ''}`;
}

/** The printable order sheet (the PDF button prints it through the browser on an A4 page). */
export function OrderSheet({ order }: { order: Order }) {
  const phone = usePhone();
  return (
    <Paper withBorder radius="md" p="lg" className="print-sheet">
      <PrintPage size="A4" margin="12mm" fontSize="11pt" cellPadding="4px 6px" />
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
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
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
            <Text size="sm">
              Delivery state: {order.delivery_state_code ? `${stateName(order.delivery_state_code)} (${order.delivery_state_code})` : "The dealer's state"}
              {order.third_party_delivery ? ', to a third party on the dealer\'s direction' : ''}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Dates
            </Text>
            <Text size="sm">Start: {formatDisplayDate(order.start_date) || '-'}</Text>
            <Text size="sm">End: {formatDisplayDate(order.end_date) || '-'}</Text>
          </Stack>
        </SimpleGrid>
        {order.note && (
          <Text size="sm">
            <b>Note:</b> {order.note}
          </Text>
        )}
        {phone ? (
          <ItemCards order={order} />
        ) : (
          <Table withTableBorder withColumnBorders aria-label="Order items">
            <TableHead
              cells={[
                '#',
                'Product',
                'Details',
                'Material',
                'Addons',
                right('Quantity'),
                right('Unit Price'),
                right('Total'),
              ]}
            />
            <Table.Tbody>
              {order.orderitem.map((item, index) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{productLabel(item.productName, item.serial_number)}</Text>
                    <ScheduleBadges item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{detailsText(item)}</Text>
                  </Table.Td>
                  <Table.Td>{item.material}</Table.Td>
                  <Table.Td>
                    <Text size="xs">{item.orderitemaddon.map(addonText).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <MoneyCell value={item.unit_price} />
                  <MoneyCell value={item.total_price} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={7} ta="right">
                  Total Amount
                </Table.Th>
                <MoneyTotalCell value={order.total_amount} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
