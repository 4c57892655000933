import { Badge, Box, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import {
  flagOf,
  ITEM_COLUMNS,
  WORK_ORDER_STATUS_COLORS,
  type ItemColumn,
  type WorkOrder,
  type WorkOrderChoices,
  type WorkOrderItem,
} from '@steelworks/contract/workorder';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { QrCode, recordUrl } from '../../../components/qr-code';
import { TableHead } from '../../../components/table-head';
import { PrintPage } from '../../../components/print-page';

/** The column header: the three free columns carry the titles the work order gives them. */
export function columnLabel(column: Pick<ItemColumn, 'key' | 'label'>, workOrder: Partial<Pick<WorkOrder, 'column1_title' | 'column2_title' | 'column3_title'>>) {
  if (column.key === 'column1') return workOrder.column1_title || column.label;
  if (column.key === 'column2') return workOrder.column2_title || column.label;
  if (column.key === 'column3') return workOrder.column3_title || column.label;
  return column.label;
}

function cell(item: WorkOrderItem, column: ItemColumn) {
  const value = item[column.key];
  if (column.kind === 'bool') return value ? 'Yes' : 'No';
  if (column.kind === 'money') return value === undefined ? '' : <Money value={value as string} />;
  if (column.kind === 'number') return Number(value) ? String(value) : '';
  return String(value ?? '');
}

/**
 * The printable work order (PDF through the browser's print on A4): the shown columns only (has_* flags), the units'
 * sr_nos, the drawings, and the work order's QR code.
 */
export function WorkOrderSheet({ workOrder, choices }: { workOrder: WorkOrder; choices?: WorkOrderChoices }) {
  const columns = (ITEM_COLUMNS as readonly ItemColumn[]).filter(
    (c) => workOrder[flagOf(c.key)] && (c.kind !== 'money' || workOrder.work_order_items.every((i) => i[c.key] !== undefined)),
  );
  const totalQuantity = workOrder.work_order_items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="print-sheet" aria-label="Work order sheet">
      <PrintPage size="A4 landscape" margin="8mm" fontSize="9pt" cellPadding="2px 4px" />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3}>Work Order #{workOrder.auto_id}</Title>
            {workOrder.title && <Text fw={600}>{workOrder.title}</Text>}
            <Group gap="xs" mt={4}>
              <StatusBadge status={workOrder.order_status} colors={WORK_ORDER_STATUS_COLORS} />
              {workOrder.order_auto_id && <Badge variant="light">From order #{workOrder.order_auto_id}</Badge>}
            </Group>
          </div>
          <QrCode value={recordUrl(`/workorders/${workOrder.id}`)} size={88} label={`QR code of work order ${workOrder.auto_id}`} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          <Text size="sm"><b>Dealer:</b> {workOrder.dealer_name || '-'}</Text>
          <Text size="sm"><b>Customer:</b> {workOrder.customer_name || '-'}</Text>
          <Text size="sm"><b>Mobile:</b> {workOrder.mobile || '-'}</Text>
          <Text size="sm"><b>Creator:</b> {workOrder.order_creator || '-'}</Text>
          <Text size="sm"><b>Order date:</b> {formatDisplayDate(workOrder.order_date)}</Text>
          <Text size="sm"><b>Delivery date:</b> {formatDisplayDate(workOrder.delivery_date)}</Text>
          <Text size="sm"><b>Delivery site:</b> {workOrder.delivery_site || '-'}</Text>
          <Text size="sm"><b>GST:</b> {workOrder.gst_number || '-'}</Text>
          <Text size="sm" style={{ gridColumn: '1 / -1' }}><b>Billing address:</b> {workOrder.billing_address || '-'}</Text>
        </SimpleGrid>
        <Box className="print-scroll" style={{ overflowX: 'auto' }}>
          <Table withTableBorder withColumnBorders fz="xs" aria-label="Work order items">
            <TableHead cells={['Sr No', ...columns.map((c) => columnLabel(c, workOrder)), 'Units']} />
            <Table.Tbody>
              {workOrder.work_order_items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.sr_no}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      style={
                        c.key === 'channel_size' && choices?.channel_size_color[item.channel_size]
                          ? { borderLeft: `4px solid var(--mantine-color-${choices.channel_size_color[item.channel_size]}-6)` }
                          : undefined
                      }
                    >
                      {cell(item, c)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Text size="xs">{item.production_items.map((u) => u.sr_no).join(', ')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={columns.length + 2}>
                  Total Quantity: {totalQuantity}
                  {workOrder.total_cost !== undefined && (
                    <>
                      {' · Total: '}
                      <Money value={workOrder.total_cost} />
                    </>
                  )}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
        {workOrder.notes && (
          <Text size="sm">
            <b>Notes:</b> {workOrder.notes}
          </Text>
        )}
        {workOrder.work_order_images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {workOrder.work_order_images.map((image) => (
              <Stack key={image.id} gap={2} align="center">
                <Image src={image.image} alt={image.title || 'Drawing'} mah={160} fit="contain" />
                <Text size="xs">{image.title}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
