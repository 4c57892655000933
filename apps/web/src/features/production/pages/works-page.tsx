import { Anchor, Badge, Button, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import type { ProductionWork } from '@steelworks/contract/production';
import { PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn, type RowKey } from '../../../components/paged-table';
import { useTranslate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { useProfile } from '../../account/public';
import { useWorks } from '../api/get-works';
import { AssignDialog } from '../components/assign-dialog';
import { StatusDialog } from '../components/status-dialog';

/**
 * /production-item-works (docs/product/screens-and-texts.md#routes): Sr No, Production Item No, Worker, Expected, Finish, Work, Status (opens
 * the status dialog), Next work (Assigned or Assign), View; multi-select assigns the next work of many units at once.
 */
export default function WorksPage() {
  const t = useTranslate();
  const query = useWorks();
  const role = getRole();
  const profile = useProfile();
  const canAssign = canAccess(role, 'productionAssign');
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [statusOf, setStatusOf] = useState<ProductionWork | null>(null);
  const [assignTo, setAssignTo] = useState<{ ids: number[]; type: string | null } | null>(null);
  const mayChange = (w: ProductionWork) => canAssign || (role === 'worker' && profile.data?.id === w.worker);

  const columns: PagedTableColumn<ProductionWork>[] = [
    { key: 'auto_id', header: t('Sr No') },
    { key: 'production_item_sr_no', header: t('Production Item No') },
    { key: 'worker_name', header: t('Worker') },
    { key: 'expected_date', header: t('Expected'), render: (w) => formatDisplayDate(w.expected_date) },
    { key: 'finished_date', header: t('Finish'), render: (w) => formatDisplayDate(w.finished_date) },
    { key: 'work_type', header: t('Work'), render: (w) => t(w.work_type) },
    {
      key: 'status',
      header: t('Status'),
      render: (w) => (
        <>
          <Button
            size="compact-sm"
            variant="light"
            color={PRODUCTION_STATUS_COLORS[w.status as keyof typeof PRODUCTION_STATUS_COLORS]}
            onClick={() => setStatusOf(w)}
            disabled={!mayChange(w)}
            aria-label={t('Status of work {{id}}: {{status}}', { id: w.auto_id, status: t(w.status) })}
          >
            {t(w.status)}
          </Button>
          {w.defective && <Badge color="red" ml={4}>{t(PRODUCTION_TEXT.defective)}</Badge>}
        </>
      ),
    },
    {
      key: 'next',
      header: t('Next work'),
      render: (w) =>
        w.next_work_assigned ? (
          <Text size="sm">{t(PRODUCTION_TEXT.assigned)}</Text>
        ) : w.can_assign_next && canAssign ? (
          <Button size="compact-sm" onClick={() => setAssignTo({ ids: [w.production_item], type: w.next_work_type })} aria-label={`Assign next work of ${w.production_item_sr_no}`}>
            {PRODUCTION_TEXT.assign}
          </Button>
        ) : w.can_assign_next ? (
          <Text size="sm">{t(PRODUCTION_TEXT.assign)}</Text>
        ) : (
          <Text size="sm" c="dimmed">-</Text>
        ),
    },
    {
      key: 'view',
      header: t('Action'),
      render: (w) => (
        <Anchor component={Link} to={`/production-item-works/${w.id}`} size="sm">
          {t('View')}
        </Anchor>
      ),
    },
  ];
  const waiting = query.rows.filter((w) => selected.includes(w.id) && w.can_assign_next);
  return (
    <>
      <PageHeader title="Production Item Works" />
      <PagedTable
        query={query}
        columns={columns}
        label={t('Production item works')}
        emptyText={t('No Production Item Works')}
        searchPlaceholder={t('Search.. Sr No, Production Item No or Worker')}
        selection={{ selected, onChange: setSelected }}
        toolbar={
          canAssign && (
            <Button disabled={waiting.length === 0} onClick={() => setAssignTo({ ids: waiting.map((w) => w.production_item), type: waiting[0]?.next_work_type ?? null })}>
              Assign next ({waiting.length})
            </Button>
          )
        }
      />
      <StatusDialog work={statusOf} onClose={() => setStatusOf(null)} />
      <AssignDialog
        opened={!!assignTo}
        onClose={() => setAssignTo(null)}
        itemIds={assignTo?.ids ?? []}
        defaultWorkType={assignTo?.type}
        onAssigned={() => setSelected([])}
      />
    </>
  );
}
