import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NEST_PLAN_STATUSES, type NestPlanStatus, type NestPlanSummary } from '@steelworks/contract/sheet-nest';
import { canAccess } from '@steelworks/contract/permissions';
import type { WorkOrderRow } from '@steelworks/contract/workorder';
import { IconLayoutGrid, IconSettings } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn, type RowKey } from '../../../components/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { TabBar } from '../../../components/tab-bar';
import { formatDateTime } from '../../../lib/format';
import { useTranslate, type Translate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { useCreateNestPlan, useNestPlans, useNestWorkOrders } from './nest-api';
import { NestPartsFields, typedPartsSchema, type TypedPartsValues } from './nest-parts-fields';
import { RemnantsSection } from './remnants-section';

export const NEST_STATUS_COLORS = { Planned: 'blue', Cut: 'green', Discarded: 'gray' };
const TABS = NEST_PLAN_STATUSES.map((status) => ({ value: status.toLowerCase(), status }));
const EMPTY_TEXT: Record<NestPlanStatus, string> = { Planned: 'No planned nest plans', Cut: 'No cut nest plans', Discarded: 'No discarded nest plans' };

/** "WO 12 Sharma Steel, WO 13 ..." or that the parts were typed by hand. */
export const workOrdersText = (t: Translate, plan: NestPlanSummary) =>
  plan.work_orders.map((wo) => `${t('WO {{n}}', { n: wo.auto_id })} ${wo.customer_name}`).join(', ') || t('Parts typed by hand');

const planColumns = (t: Translate): PagedTableColumn<NestPlanSummary>[] => [
  {
    key: 'plan',
    header: t('Plan'),
    render: (plan) => (
      <Anchor component={Link} to={`/sheets/nesting/${plan.id}`} size="sm" fw={600}>
        {t('Nest plan #{{n}}', { n: plan.auto_id })}
      </Anchor>
    ),
  },
  { key: 'work_orders', header: t('Work orders'), render: (plan) => workOrdersText(t, plan) },
  { key: 'sheets', header: t('Sheets / remnants'), render: (plan) => `${plan.sheets_used} / ${plan.remnants_used}` },
  { key: 'created_at', header: t('Planned'), render: (plan) => formatDateTime(plan.created_at) },
  { key: 'status', header: t('Status'), render: (plan) => <StatusBadge status={plan.status} colors={NEST_STATUS_COLORS} /> },
];

const workOrderColumns = (t: Translate): PagedTableColumn<WorkOrderRow>[] => [
  { key: 'auto_id', header: t('Work order'), render: (row) => t('WO {{n}}', { n: row.auto_id }) },
  { key: 'customer_name', header: t('Customer') },
  { key: 'title', header: t('Title'), render: (row) => row.title || '-' },
  { key: 'status', header: t('Status'), render: (row) => row.order_status },
];

/**
 * Choose open work orders and type parts by hand, and nest them together. A part's bad field is shown under it; a
 * refusal that names a part (too large, no stock) is shown above the button.
 */
function PlanNesting() {
  const t = useTranslate();
  const query = useNestWorkOrders();
  const [chosen, setChosen] = useState<RowKey[]>([]);
  const create = useCreateNestPlan();
  const navigate = useNavigate();
  const form = useForm<TypedPartsValues>({ initialValues: { parts: [] }, validate: zod4Resolver(typedPartsSchema), validateInputOnBlur: true });
  const typed = form.getValues().parts.length;
  const plan = (values: TypedPartsValues) =>
    create.mutate(
      { work_orders: chosen.map(Number), parts: typedPartsSchema.parse(values).parts },
      { onSuccess: (answer) => navigate(`/sheets/nesting/${answer.id}`), onError: (error) => applyServerErrors(form, error) },
    );
  const label =
    chosen.length && typed
      ? t('Nest {{n}} work orders and {{p}} parts', { n: chosen.length, p: typed })
      : chosen.length
        ? chosen.length > 1
          ? t('Nest {{n}} work orders', { n: chosen.length })
          : t('Nest 1 work order')
        : typed
          ? t('Nest {{p}} parts', { p: typed })
          : t('Nest');
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <form noValidate aria-label={t('Plan nesting')} onSubmit={form.onSubmit(plan)}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={5}>{t('Plan nesting')}</Title>
            <Anchor component={Link} to="/sheets/part-rules" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconSettings size={14} />
                {t('Sheet part rules')}
              </Group>
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            {t('Choose the work orders to nest together, or type parts by hand. The parts are placed on remnants first, then on whole sheets.')}
          </Text>
          <PagedTable query={query} columns={workOrderColumns(t)} emptyText={t('No work orders')} label={t('Work orders to nest')} selection={{ selected: chosen, onChange: setChosen }} />
          <NestPartsFields form={form} />
          <FormErrorAlert error={create.error} form={form} />
          <Button type="submit" leftSection={<IconLayoutGrid size={16} />} disabled={chosen.length === 0 && typed === 0} loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {label}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /sheets/nesting: nest plans by status, the planner's form, and the remnants in stock. */
export default function NestPlansPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((item) => item.value === params.get('status')) ?? TABS[0]!;
  const planner = canAccess(getRole(), 'nesting');
  const plans = useNestPlans(tab.status);
  return (
    <>
      <PageHeader title={t('Sheet Nesting')} trail={[{ label: t('Sheets') }]} />
      <Stack gap="md">
        {planner && <PlanNesting />}
        <div>
          <TabBar
            value={tab.value}
            onChange={(value) => setParams(value && value !== 'planned' ? { status: value } : {})}
            tabs={TABS.map((item) => ({ value: item.value, label: t(item.status) }))}
          />
          <PagedTable key={tab.value} query={plans} columns={planColumns(t)} searchable={false} emptyText={t(EMPTY_TEXT[tab.status])} label={t('Nest plans')} />
        </div>
        {planner && <RemnantsSection />}
      </Stack>
    </>
  );
}
