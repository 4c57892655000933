import { Anchor, Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { CUT_PLAN_TEXT, type CutPlanProblem, type CutStateSummary } from '@steelworks/contract/cut-plan';
import type { WorkOrderRow } from '@steelworks/contract/workorder';
import { IconScissors } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PageHeader } from '../../../../components/page-header';
import { PagedTable, type PagedTableColumn, type RowKey } from '../../../../components/paged-table';
import { StatusBadge } from '../../../../components/status-badge';
import { TabBar } from '../../../../components/tab-bar';
import { WORK_ORDER_STATUS_COLORS } from '@steelworks/contract/workorder';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useWorkOrder } from '../../../../lib/work-order-query';
import { useCreateCutPlan } from '../api/create-cut-plan';
import { useCutStates } from '../api/get-cut-state';
import { useOpenWorkOrders, type OpenWorkOrderStatus } from '../api/get-open-work-orders';
import { CutPlanProblems } from '../components/cut-plan-problems';
import { cutStateText } from '../components/work-order-cut-panel';

const TABS: { value: string; label: string; status: OpenWorkOrderStatus }[] = [
  { value: 'pending', label: 'Pending', status: 'Pending' },
  { value: 'in-production', label: 'In Production', status: 'In Production' },
];

const COLUMNS: PagedTableColumn<WorkOrderRow>[] = [
  {
    key: 'auto_id',
    header: 'Work order',
    render: (row) => (
      <Anchor component={Link} to={`/workorders/${row.id}`} size="sm" fw={600} target="_blank">
        WO {row.auto_id}
      </Anchor>
    ),
  },
  { key: 'customer_name', header: 'Customer' },
  { key: 'title', header: 'Title', render: (row) => row.title || '-' },
  { key: 'delivery_date', header: 'Delivery', render: (row) => formatDate(row.delivery_date) || '-' },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.order_status} colors={WORK_ORDER_STATUS_COLORS} /> },
];

/** How much of a work order confirmed plans cut (issue 40 point 4): its units are left out of a new plan. */
function CutBadge({ state }: { state: CutStateSummary | undefined }) {
  if (!state) return <Text size="sm">-</Text>;
  const { text, color } = cutStateText(state);
  const plans = state.plans.map((plan) => `#${plan.auto_id}`).join(', ');
  return (
    <Badge color={color} variant="light" title={plans ? `Cut plan ${plans}` : undefined}>
      {text}
      {plans ? ` · ${plans}` : ''}
    </Badge>
  );
}

const PLANNABLE: string[] = TABS.map((t) => t.status);

/** The items a refused plan names (nothing on the chosen work orders can be cut), from the 422's body. */
function problemsOf(error: unknown): CutPlanProblem[] {
  if (!(error instanceof ApiError)) return [];
  const problems = (error.body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as CutPlanProblem[]) : [];
}

/**
 * /cutting/plans/new: choose open work orders (a day's cutting: 1 to 50, across both tabs), then plan their cutting;
 * the new plan opens with what could not be cut listed.
 */
export default function PlanCuttingPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('status')) ?? TABS[0]!;
  const query = useOpenWorkOrders(tab.status);
  const cutStates = useCutStates(query.rows.map((row) => row.id)).data;
  const columns: PagedTableColumn<WorkOrderRow>[] = [
    ...COLUMNS,
    { key: 'cut', header: 'Cut', render: (row) => <CutBadge state={cutStates?.get(row.id)} /> },
  ];
  // ?work_order=ID (the work order page's "Plan cutting") starts with that work order chosen, if it is still open.
  const preselectId = Number(params.get('work_order')) || undefined;
  const preselect = useWorkOrder(preselectId).data;
  const [picked, setChosen] = useState<Map<number, WorkOrderRow> | null>(null);
  const chosen =
    picked ?? new Map(preselect && PLANNABLE.includes(preselect.order_status) ? [[preselect.id, preselect as WorkOrderRow]] : []);
  const create = useCreateCutPlan();
  const navigate = useNavigate();

  const onSelection = (keys: RowKey[]) => {
    const next = new Map([...chosen].filter(([id]) => keys.includes(id)));
    for (const key of keys) {
      const row = query.rows.find((r) => r.id === key) ?? chosen.get(Number(key));
      if (row) next.set(row.id, row);
    }
    setChosen(next);
  };
  const remove = (id: number) => setChosen(new Map([...chosen].filter(([key]) => key !== id)));
  const plan = () =>
    create.mutate({ work_orders: [...chosen.keys()] }, { onSuccess: (answer) => navigate(`/cutting/plans/${answer.id}`) });

  return (
    <>
      <PageHeader title="Plan Cutting" trail={[{ label: 'Cut Lists', to: '/cutting/plans' }]} />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Choose the work orders to cut together. Offcuts in stock are used first, then full bars.
            </Text>
            <Group gap="xs" aria-label="Chosen work orders" role="list">
              {chosen.size === 0 ? (
                <Text size="sm">{CUT_PLAN_TEXT.workOrders}</Text>
              ) : (
                [...chosen.values()].map((row) => (
                  <Group key={row.id} gap={2} role="listitem" wrap="nowrap" px={6} py={2} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
                    <Text size="sm">
                      WO {row.auto_id} {row.customer_name}
                    </Text>
                    <CloseButton size="sm" aria-label={`Remove WO ${row.auto_id}`} onClick={() => remove(row.id)} />
                  </Group>
                ))
              )}
            </Group>
            <Group>
              <Button leftSection={<IconScissors size={16} />} onClick={plan} disabled={chosen.size === 0} loading={create.isPending}>
                {chosen.size > 0 ? `Plan cutting of ${chosen.size} work order${chosen.size > 1 ? 's' : ''}` : 'Plan cutting'}
              </Button>
            </Group>
            <FormErrorAlert error={create.error} />
            <CutPlanProblems problems={problemsOf(create.error)} title="Why nothing can be cut" />
          </Stack>
        </Paper>
        <div>
          <TabBar value={tab.value} onChange={(value) => setParams({ ...(value && value !== 'pending' ? { status: value } : {}), ...(preselectId ? { work_order: String(preselectId) } : {}) })} tabs={TABS} />
          <PagedTable
            key={tab.value}
            query={query}
            columns={columns}
            searchPlaceholder="Search.. Work order, customer"
            emptyText={`No ${tab.label.toLowerCase()} work orders`}
            label="Open work orders"
            selection={{ selected: [...chosen.keys()], onChange: onSelection }}
          />
        </div>
      </Stack>
    </>
  );
}
