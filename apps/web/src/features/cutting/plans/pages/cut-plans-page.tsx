import { Anchor, Button } from '@mantine/core';
import { CUT_PLAN_STATUSES, type CutPlanStatus, type CutPlanSummary } from '@steelworks/contract/cut-plan';
import { canAccess } from '@steelworks/contract/permissions';
import { IconScissors } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../../components/paged-table';
import { StatusBadge } from '../../../../components/status-badge';
import { TabBar } from '../../../../components/tab-bar';
import { formatDateTime } from '../../../../lib/format';
import { useTranslate, type Translate } from '../../../../lib/i18n/i18n';
import { getRole } from '../../../../lib/session';
import { useCutPlans } from '../api/get-cut-plans';
import { CUT_PLAN_STATUS_COLORS } from '../components/cut-plan-format';

const TABS = CUT_PLAN_STATUSES.map((status) => ({ value: status.toLowerCase(), label: status, status }));

function tabFrom(value: string | null) {
  return TABS.find((tab) => tab.value === (value ?? '').toLowerCase()) ?? TABS[0]!;
}

/** The columns in the person's language (the cutter reads this list on a phone, in Hindi too). */
function columnsOf(t: Translate): PagedTableColumn<CutPlanSummary>[] {
  return [
    {
      key: 'plan',
      header: t('Plan'),
      render: (plan) => (
        <Anchor component={Link} to={`/cutting/plans/${plan.id}`} size="sm" fw={600}>
          {t('Cut plan #{{n}}', { n: plan.auto_id })}
        </Anchor>
      ),
    },
    {
      key: 'work_orders',
      header: t('Work orders'),
      render: (plan) => plan.work_orders.map((wo) => `${t('WO {{n}}', { n: wo.auto_id })} ${wo.customer_name}`.trim()).join(', '),
    },
    {
      key: 'created_at',
      header: t('Planned'),
      render: (plan) => (plan.created_by ? t('{{time}} by {{name}}', { time: formatDateTime(plan.created_at), name: plan.created_by }) : formatDateTime(plan.created_at)),
    },
    { key: 'confirmed_at', header: t('Cut'), render: (plan) => (plan.confirmed_at ? formatDateTime(plan.confirmed_at) : '-') },
    { key: 'status', header: t('Status'), render: (plan) => <StatusBadge status={plan.status} colors={CUT_PLAN_STATUS_COLORS} /> },
    {
      key: 'action',
      header: t('Action'),
      render: (plan) => (
        <Button component={Link} to={`/cutting/plans/${plan.id}`} size="xs" variant="light">
          {plan.status === 'Planned' ? t('Open cut list') : t('View')}
        </Button>
      ),
    },
  ];
}

const EMPTY_TEXT: Record<CutPlanStatus, string> = { Planned: 'No planned cut plans', Cut: 'No plans confirmed as cut', Discarded: 'No discarded cut plans' };

function CutPlansTable({ status }: { status: CutPlanStatus }) {
  const t = useTranslate();
  const query = useCutPlans(status);
  return <PagedTable query={query} columns={columnsOf(t)} searchable={false} emptyText={t(EMPTY_TEXT[status])} label="Cut plans" />;
}

/** /cutting/plans: the cut plans by status (Planned, Cut, Discarded), paged; cards on a phone; in Hindi too. */
export default function CutPlansPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('status'));
  const planner = canAccess(getRole(), 'cutting');
  return (
    <>
      <PageHeader
        title="Cut Lists"
        trail={[{ label: 'Production' }]}
        actions={
          planner && (
            <Button component={Link} to="/cutting/plans/new" leftSection={<IconScissors size={16} />}>
              Plan cutting
            </Button>
          )
        }
      />
      <TabBar
        value={tab.value}
        onChange={(value) => setParams(value && value !== 'planned' ? { status: value } : {})}
        tabs={TABS.map((item) => ({ ...item, label: t(item.label) }))}
      />
      <CutPlansTable key={tab.value} status={tab.status} />
    </>
  );
}
