import { Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDuration, PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useTranslate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useProfile } from '../../account/public';
import { useProductionItem } from '../api/get-production-item';
import { useUpdateProductionItem } from '../api/update-production-item';
import { AssignDialog } from '../components/assign-dialog';
import { QrCode, recordUrl } from '../../../components/qr-code';
import { WorkActions } from '../components/work-actions';
import { HistoryPanel } from '../../audit/public';
import { PlainTable } from '../../../components/table-head';

/**
 * /production-items/{id}: what a scanned label opens. The assigned worker starts or completes the current work in one
 * tap; a manager assigns the next work while the unit waits.
 */
export default function ProductionItemPage() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const query = useProductionItem(id);
  const profile = useProfile();
  const update = useUpdateProductionItem();
  const role = getRole();
  const [assigning, setAssigning] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const item = query.data;
  // The profile's id is the account id that works are assigned to.
  const mine = !!item && item.current_worker !== null && profile.data?.id === item.current_worker;
  const currentWork = item?.production_item_works.find((w) => w.id === item.current_work_id);
  return (
    <>
      <PageHeader
        title={item ? item.sr_no : 'Production Item'}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Production Items', to: '/production-items' }, { label: item?.sr_no ?? t('Item') }]}
      />
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {item && (
        <Stack gap="md">
          <Card withBorder radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3}>{item.sr_no}</Title>
                <Text>{item.description}</Text>
                <Anchor component={Link} to={`/workorders/${item.work_order}`} size="sm">
                  {t('Work order #{{id}}', { id: item.work_order_auto_id })} · {item.customer_name}
                </Anchor>
                <Group gap="xs">
                  <StatusBadge status={item.status} colors={PRODUCTION_STATUS_COLORS} />
                  {item.next_work_type && <Badge variant="outline">{t('Next: {{work}}', { work: t(item.next_work_type) })}</Badge>}
                  {item.defects > 0 && <Badge color="red">{t(item.defects > 1 ? '{{n}} defects' : '{{n}} defect', { n: item.defects })}</Badge>}
                </Group>
                {item.finished_date && <Text size="sm">{t('Finished {{date}}', { date: formatDisplayDate(item.finished_date) })}</Text>}
              </Stack>
              <QrCode value={recordUrl(`/production-items/${item.id}`)} size={72} label={t('QR code of {{sr}}', { sr: item.sr_no })} />
            </Group>
          </Card>

          {currentWork && (
            <Card withBorder radius="md" aria-label={t('Current work')}>
              <Text fw={700} size="lg">
                {t(currentWork.work_type)} · {currentWork.worker_name}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {t(currentWork.status)}
                {currentWork.expected_date ? ` · ${t('Expected {{date}}', { date: formatDisplayDate(currentWork.expected_date) })}` : ''}
              </Text>
              {mine ? <WorkActions work={currentWork} size="xl" /> : <Text size="sm">{t('Assigned to {{name}}.', { name: currentWork.worker_name })}</Text>}
            </Card>
          )}
          {item.status === 'Pending' && canAccess(role, 'productionAssign') && (
            <Button size="lg" onClick={() => setAssigning(true)}>
              {PRODUCTION_TEXT.assign} {item.next_work_type}
            </Button>
          )}

          <Card withBorder radius="md">
            <Title order={5} mb="xs">
              {t('Works')}
            </Title>
            {item.production_item_works.length === 0 ? (
              <Text c="dimmed">{t('No works yet')}</Text>
            ) : (
              <PlainTable minWidth={520} fz="sm" label={t('Works of this item')} head={['Work', 'Worker', 'Expected', 'Finish', 'Time', 'Status'].map((cell) => t(cell))}>
                {item.production_item_works.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/production-item-works/${w.id}`}>
                        {t(w.work_type)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{w.worker_name}</Table.Td>
                    <Table.Td>{formatDisplayDate(w.expected_date)}</Table.Td>
                    <Table.Td>{formatDisplayDate(w.finished_date)}</Table.Td>
                    <Table.Td>{formatDuration(w.duration_minutes)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={w.status} colors={PRODUCTION_STATUS_COLORS} />
                      {w.defective && <Badge color="red" ml={4}>{t('Defective: {{reason}}', { reason: w.defect_reason })}</Badge>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
          </Card>

          {canAccess(role, 'productionAssign') ? (
            <Card withBorder radius="md">
              <Textarea label="Note" value={note ?? item.note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="light"
                  loading={update.isPending}
                  onClick={() => update.mutate({ id: item.id, note: note ?? item.note }, { onSuccess: () => toastSuccess(PRODUCTION_TEXT.itemUpdated) })}
                >
                  Save note
                </Button>
              </Group>
            </Card>
          ) : (
            item.note && <Text size="sm">{t('Note: {{note}}', { note: item.note })}</Text>
          )}
          <AssignDialog opened={assigning} onClose={() => setAssigning(false)} itemIds={[item.id]} defaultWorkType={item.next_work_type} />
        </Stack>
      )}
      <HistoryPanel entity="production_item" id={item?.id} />
    </>
  );
}
