import { Alert, Anchor, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { CutPlan } from '@steelworks/contract/cut-plan';
import { canAccess } from '@steelworks/contract/permissions';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from '../../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PageHeader } from '../../../../components/page-header';
import { PlanActions, PlanFactsCard } from '../../../../components/plan-parts';
import { StatusBadge } from '../../../../components/status-badge';
import { formatDateTime } from '../../../../lib/format';
import { useTranslate } from '../../../../lib/i18n/i18n';
import { getRole } from '../../../../lib/session';
import { toastFromError, toastSuccess } from '../../../../lib/toast';
import { useConfirmCutPlan } from '../api/confirm-cut-plan';
import { useCreateCutPlan } from '../api/create-cut-plan';
import { useCutPlan } from '../api/get-cut-plan';
import { useDiscardCutPlan } from '../api/discard-cut-plan';
import { useBarTicks } from '../api/queue-bar-tick';
import { CUT_PLAN_STATUS_COLORS, formatKgFigure, formatMm } from '../components/cut-plan-format';
import { CutPlanProblems } from '../components/cut-plan-problems';
import { CutSectionBlock } from '../components/cut-section-block';
import { MissingStockAlert, refusalOf } from '../components/missing-stock-alert';

function PlanSummary({ plan }: { plan: CutPlan }) {
  const t = useTranslate();
  const kg = plan.sections.reduce((sum, section) => sum + section.kg, 0);
  const by = (at: string, name: string | null) => (name ? t('{{time}} by {{name}}', { time: formatDateTime(at), name }) : formatDateTime(at));
  const facts = [
    { label: t('Status'), value: <StatusBadge status={plan.status} colors={CUT_PLAN_STATUS_COLORS} /> },
    {
      label: t('Work orders'),
      value: (
        <Group gap={6}>
          {plan.work_orders.map((wo) => (
            <Anchor key={wo.id} component={Link} to={`/workorders/${wo.id}`} size="sm">
              {t('WO {{n}}', { n: wo.auto_id })} {wo.customer_name}
            </Anchor>
          ))}
        </Group>
      ),
    },
    { label: t('Planned'), value: by(plan.created_at, plan.created_by) },
    { label: t('Kerf / min. offcut'), value: `${formatMm(plan.kerf_mm)} / ${formatMm(plan.min_offcut_mm)}` },
    { label: t('Steel used'), value: formatKgFigure(Math.round(kg * 100) / 100) },
  ];
  if (plan.confirmed_at) facts.push({ label: t('Cut'), value: formatDateTime(plan.confirmed_at) });
  if (plan.discarded_at) facts.push({ label: t('Discarded'), value: formatDateTime(plan.discarded_at) });
  return (
    <PlanFactsCard facts={facts}>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} aria-label={t('Bars cut')}>
          {t('{{n}} of {{total}} bars cut', { n: plan.bars_ticked, total: plan.bars_total })}
        </Text>
        <Progress value={plan.bars_total ? (plan.bars_ticked / plan.bars_total) * 100 : 0} color="green" aria-label={t('Cutting progress')} />
      </Stack>
    </PlanFactsCard>
  );
}

/**
 * /cutting/plans/:id: the cut list on the screen and on the cutter's phone (in Hindi for a Hindi reader). Per section
 * its figures and each bar in cut order with a tick box, ticked through the phone's queue; Print; for a planner
 * Confirm as cut (the stock moves) and Discard. A confirmation the stock no longer covers, or whose units another plan
 * cut meanwhile, shows why and offers Discard and re-plan.
 */
export default function CutPlanPage() {
  const t = useTranslate();
  const { id } = useParams();
  const query = useCutPlan(id);
  const ticks = useBarTicks(query.data);
  const plan = ticks.plan;
  const planner = canAccess(getRole(), 'cutting');
  const confirm = useConfirmCutPlan();
  const discard = useDiscardCutPlan();
  const replan = useCreateCutPlan();
  const navigate = useNavigate();

  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  const planned = plan.status === 'Planned';
  const refusal = refusalOf(confirm.error);

  const onConfirm = (close: () => void) =>
    confirm.mutate(plan.id, {
      onSuccess: () => toastSuccess('The stock has moved: bars and offcuts out, new offcuts in', 'Cut'),
      onError: (error) => {
        if (!refusalOf(error)) toastFromError(error);
      },
      onSettled: close,
    });
  const onDiscard = () =>
    confirmAction({
      title: 'Discard this plan?',
      message: 'Nothing in the stock moves. The work orders can be planned again.',
      onConfirm: () => discard.mutate(plan.id, { onSuccess: () => confirm.reset() }),
    });
  const onReplan = () =>
    discard.mutate(plan.id, {
      onSuccess: () =>
        replan.mutate(
          { work_orders: plan.work_orders.map((wo) => wo.id) },
          { onSuccess: (answer) => navigate(`/cutting/plans/${answer.id}`), onError: toastFromError },
        ),
    });

  return (
    <>
      <PageHeader
        title={t('Cut plan #{{n}}', { n: plan.auto_id })}
        trail={[{ label: 'Cut Lists', to: '/cutting/plans' }]}
        actions={
          <PlanActions
            printTo={`/cutting/plans/${plan.id}/print`}
            canChange={planner && planned}
            labels={{ discard: 'Discard', confirm: 'Confirm as cut' }}
            onDiscard={onDiscard}
            discarding={discard.isPending && !replan.isPending}
            confirmation={{
              title: 'Confirm the plan as cut?',
              message: `${plan.bars_ticked} of ${plan.bars_total} bars are ticked. The bars and offcuts of this plan leave the stock and its new offcuts enter it.`,
              loading: confirm.isPending,
              onConfirm,
            }}
          />
        }
      />
      <Stack gap="md">
        {refusal && planned && (
          <MissingStockAlert
            message={confirm.error instanceof Error ? confirm.error.message : ''}
            refusal={refusal}
            onReplan={onReplan}
            onDiscard={onDiscard}
            busy={discard.isPending || replan.isPending}
          />
        )}
        <PlanSummary plan={plan} />
        <CutPlanProblems problems={plan.problems} />
        {plan.status === 'Discarded' && (
          <Alert color="gray" variant="light">
            {t('This plan was discarded: nothing in the stock moved.')}
          </Alert>
        )}
        {plan.sections.map((section) => (
          <CutSectionBlock
            key={section.store_item}
            section={section}
            onTick={planned ? ticks.tick : undefined}
            queued={ticks.queued}
          />
        ))}
      </Stack>
    </>
  );
}
