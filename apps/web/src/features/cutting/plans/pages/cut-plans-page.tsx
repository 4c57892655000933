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
import { getRole } from '../../../../lib/session';
import { useCutPlans } from '../api/get-cut-plans';
import { CUT_PLAN_STATUS_COLORS } from '../components/cut-plan-format';

const TABS = CUT_PLAN_STATUSES.map((status) => ({ value: status.toLowerCase(), label: status, status }));

function tabFrom(value: string | null) {
  return TABS.find((tab) => tab.value === (value ?? '').toLowerCase()) ?? TABS[0]!;
}

const COLUMNS: PagedTableColumn<CutPlanSummary>[] = [
  {
    key: 'plan',
    header: 'Plan',
    render: (plan) => (
      <Anchor component={Link} to={`/cutting/plans/${plan.id}`} size="sm" fw={600}>
        Cut plan #{plan.auto_id}
      </Anchor>
    ),
  },
  {
    key: 'work_orders',
    header: 'Work orders',
    render: (plan) => plan.work_orders.map((wo) => `WO ${wo.auto_id} ${wo.customer_name}`.trim()).join(', '),
  },
  { key: 'created_at', header: 'Planned', render: (plan) => `${formatDateTime(plan.created_at)}${plan.created_by ? ` by ${plan.created_by}` : ''}` },
  { key: 'confirmed_at', header: 'Cut', render: (plan) => (plan.confirmed_at ? formatDateTime(plan.confirmed_at) : '-') },
  { key: 'status', header: 'Status', render: (plan) => <StatusBadge status={plan.status} colors={CUT_PLAN_STATUS_COLORS} /> },
  {
    key: 'action',
    header: 'Action',
    render: (plan) => (
      <Button component={Link} to={`/cutting/plans/${plan.id}`} size="xs" variant="light">
        {plan.status === 'Planned' ? 'Open cut list' : 'View'}
      </Button>
    ),
  },
];

function CutPlansTable({ status }: { status: CutPlanStatus }) {
  const query = useCutPlans(status);
  return <PagedTable query={query} columns={COLUMNS} searchable={false} emptyText={`No ${status.toLowerCase()} cut plans`} label="Cut plans" />;
}

/** /cutting/plans: the cut plans by status (Planned, Cut, Discarded), paged; cards on a phone. */
export default function CutPlansPage() {
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
      <TabBar value={tab.value} onChange={(value) => setParams(value && value !== 'planned' ? { status: value } : {})} tabs={TABS} />
      <CutPlansTable key={tab.value} status={tab.status} />
    </>
  );
}
