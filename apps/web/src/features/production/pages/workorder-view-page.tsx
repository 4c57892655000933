import { Anchor, Badge, Button, Card, Group, Image, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconScissors, IconTags } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDuration, PRODUCTION_STATUS_COLORS } from '@steelworks/contract/production-text';
import { WORK_ORDER_STATUS_COLORS, WORK_ORDER_TEXT } from '@steelworks/contract/workorder';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { getRole } from '../../../lib/session';
import { useWorkOrder } from '../../../lib/work-order-query';
import { AssignDialog } from '../components/assign-dialog';
import { describeRow } from '../components/describe';
import { QrCode, recordUrl } from '../../../components/qr-code';
import { HistoryPanel } from '../../audit/public';
import { ChannelNeedPanel, useWorkOrderCutState, WorkOrderCutPanel } from '../../cutting/public';

/** /workorders/{id}: details, items with their production items and works (defects per item), and drawings. */
export default function WorkOrderViewPage() {
  const id = Number(useParams().id);
  const query = useWorkOrder(id);
  const role = getRole();
  const [assignTo, setAssignTo] = useState<{ ids: number[]; type: string | null } | null>(null);
  const workOrder = query.data;
  // Which units confirmed cut plans cut (issue 40 point 4): for those who read cut lists.
  const cutState = useWorkOrderCutState(id, !!workOrder && canAccess(role, 'cutList')).data;
  const cutOf = new Map(cutState?.units.map((unit) => [unit.production_item, unit.cut]) ?? []);
  const title = workOrder ? `Work Order #${workOrder.auto_id}` : 'Work Order';
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Work Orders', to: '/workorders' }, { label: title }]}
        actions={
          workOrder && (
            <Group gap="xs">
              <Button component={Link} to={`/workorders/update/${workOrder.id}`} variant="light" leftSection={<IconEdit size={16} />}>
                {canAccess(role, 'workOrderCreate') ? 'Edit / PDF' : 'PDF view'}
              </Button>
              <Button component={Link} to={`/workorders/${workOrder.id}/labels`} variant="light" leftSection={<IconTags size={16} />}>
                Labels
              </Button>
            </Group>
          )
        }
      />
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {workOrder && (
        <Stack gap="md">
          <Card withBorder radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <StatusBadge status={workOrder.order_status} colors={WORK_ORDER_STATUS_COLORS} />
                  {workOrder.order && (
                    <Anchor component={Link} to={`/orders/${workOrder.order}`} size="sm">
                      From order #{workOrder.order_auto_id}
                    </Anchor>
                  )}
                </Group>
                {workOrder.title && <Text fw={600}>{workOrder.title}</Text>}
                <Text size="sm">Dealer: {workOrder.dealer_name || '-'} · Customer: {workOrder.customer_name || '-'} · {workOrder.mobile}</Text>
                <Text size="sm">
                  Order date {formatDisplayDate(workOrder.order_date)} · Delivery {formatDisplayDate(workOrder.delivery_date)} · {workOrder.delivery_site}
                </Text>
                <Text size="sm">Creator: {workOrder.order_creator}</Text>
                {workOrder.total_cost !== undefined && (
                  <Text size="sm">
                    Total: <Money value={workOrder.total_cost} />
                  </Text>
                )}
                {workOrder.notes && <Text size="sm">Notes: {workOrder.notes}</Text>}
              </Stack>
              <QrCode value={recordUrl(`/workorders/${workOrder.id}`)} size={80} label={`QR code of work order ${workOrder.auto_id}`} />
            </Group>
            <Text size="sm" mt="sm">
              Production: {workOrder.production_completed} of {workOrder.production_total} units completed
            </Text>
            <Progress value={workOrder.production_total ? (100 * workOrder.production_completed) / workOrder.production_total : 0} mt={4} />
          </Card>

          {canAccess(role, 'planning') && (
            <ChannelNeedPanel
              of={{ work_order: workOrder.id }}
              action={
                canAccess(role, 'cutting') && (
                  <Button component={Link} to={`/cutting/plans/new?work_order=${workOrder.id}`} size="xs" variant="light" leftSection={<IconScissors size={14} />}>
                    Plan cutting
                  </Button>
                )
              }
            />
          )}
          {cutState && <WorkOrderCutPanel state={cutState} canReopen={canAccess(role, 'cutting')} />}

          {workOrder.work_order_items.map((item) => {
            const defects = item.production_items.reduce((sum, u) => sum + u.defects, 0);
            const waiting = item.production_items.filter((u) => u.status === 'Pending');
            return (
              <Card key={item.id} withBorder radius="md" aria-label={`Item ${item.sr_no}`}>
                <Group justify="space-between" wrap="wrap">
                  <Title order={5}>
                    {item.sr_no}. {describeRow(item)} × {item.quantity}
                  </Title>
                  <Group gap="xs">
                    {defects > 0 && <Badge color="red">{defects} defect{defects > 1 ? 's' : ''}</Badge>}
                    {canAccess(role, 'productionAssign') && waiting.length > 0 && (
                      <Button size="xs" onClick={() => setAssignTo({ ids: waiting.map((u) => u.id), type: waiting[0]!.next_work_type })}>
                        Assign {waiting.length} waiting
                      </Button>
                    )}
                  </Group>
                </Group>
                <Stack gap="xs" mt="xs">
                  {item.production_items.map((unit) => (
                    <Card key={unit.id} withBorder padding="xs" radius="sm">
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Anchor component={Link} to={`/production-items/${unit.id}`} fw={600}>
                          {unit.sr_no}
                        </Anchor>
                        <Group gap={4}>
                          <StatusBadge status={unit.status} colors={PRODUCTION_STATUS_COLORS} />
                          {unit.status === 'Pending' && unit.next_work_type && <Badge variant="outline">Next: {unit.next_work_type}</Badge>}
                          {cutOf.get(unit.id) && (
                            <Badge color="teal" variant="light" title={`Cut by cut plan #${cutOf.get(unit.id)!.plan_auto_id}`}>
                              Cut · plan #{cutOf.get(unit.id)!.plan_auto_id}
                            </Badge>
                          )}
                        </Group>
                      </Group>
                      {unit.production_item_works.length > 0 && (
                        <Table fz="xs" mt={4} verticalSpacing={2} aria-label={`Works of ${unit.sr_no}`}>
                          <Table.Tbody>
                            {unit.production_item_works.map((work) => (
                              <Table.Tr key={work.id}>
                                <Table.Td>{work.work_type}</Table.Td>
                                {/* docs/product/work-orders-and-production.md#works-and-assignment: the worker column shows the expected and finished dates. */}
                                <Table.Td>
                                  {work.worker_name} · {formatDisplayDate(work.expected_date) || '-'} → {formatDisplayDate(work.finished_date) || '-'}
                                </Table.Td>
                                <Table.Td>
                                  <StatusBadge status={work.status} colors={PRODUCTION_STATUS_COLORS} />
                                  {work.defective && (
                                    <Badge color="red" ml={4} title={work.defect_reason}>
                                      Defective: {work.defect_reason}
                                    </Badge>
                                  )}
                                </Table.Td>
                                <Table.Td>{formatDuration(work.duration_minutes)}</Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      )}
                    </Card>
                  ))}
                </Stack>
              </Card>
            );
          })}

          <Card withBorder radius="md">
            <Title order={5} mb="xs">
              Drawings
            </Title>
            {workOrder.work_order_images.length === 0 ? (
              <Text c="dimmed">{WORK_ORDER_TEXT.noImages}</Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {workOrder.work_order_images.map((image) => (
                  <Stack key={image.id} gap={2} align="center">
                    <Anchor href={image.image} target="_blank">
                      <Image src={image.thumbnail} alt={image.title || 'Drawing'} h={100} fit="contain" />
                    </Anchor>
                    <Text size="sm">{image.title}</Text>
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </Card>
          {canAccess(role, 'productionAssign') && (
            <AssignDialog
              opened={!!assignTo}
              onClose={() => setAssignTo(null)}
              itemIds={assignTo?.ids ?? []}
              defaultWorkType={assignTo?.type}
            />
          )}
        </Stack>
      )}
      <HistoryPanel entity="work_order" id={query.data?.id} />
    </>
  );
}
