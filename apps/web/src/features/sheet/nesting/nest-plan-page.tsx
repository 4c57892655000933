import { Alert, Checkbox, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { NestMissing, NestPlan, NestSheet } from '@steelworks/contract/sheet-nest';
import { canAccess } from '@steelworks/contract/permissions';
import { useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PlanActions, PlanFactsCard } from '../../../components/plan-parts';
import { StatusBadge } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTranslate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useConfirmNestPlan, useDiscardNestPlan, useNestPlan, useTickNestSheet } from './nest-api';
import { NEST_STATUS_COLORS, workOrdersText } from './nest-plans-page';
import { cutText, NestSheetDrawing, sheetTitle } from './nest-sheet-drawing';

/** What a refused confirmation (409) says is missing, or null for any other failure. */
function missingOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const missing = (error.body as { missing?: NestMissing[] } | null)?.missing;
  return Array.isArray(missing) && missing.length ? missing.map((m) => m.message) : null;
}

function PlanFacts({ plan }: { plan: NestPlan }) {
  const t = useTranslate();
  const facts = [
    { label: t('Status'), value: <StatusBadge status={plan.status} colors={NEST_STATUS_COLORS} /> },
    { label: t('Work orders'), value: workOrdersText(t, plan) },
    { label: t('Planned'), value: plan.created_by ? t('{{time}} by {{name}}', { time: formatDateTime(plan.created_at), name: plan.created_by }) : formatDateTime(plan.created_at) },
    { label: t('Kerf / min. remnant / stages'), value: `${t('{{n}} mm', { n: plan.kerf_mm })} / ${t('{{n}} mm', { n: plan.min_remnant_mm })} / ${plan.stages}` },
    { label: t('Sheets cut'), value: t('{{n}} of {{total}}', { n: plan.sheets_ticked, total: plan.sheets.length }) },
    ...plan.groups.map((g) => ({
      label: t('{{n}} mm', { n: g.thick }),
      value: t('{{sheets}} sheets (shelf first fit {{shelf}}, bound {{bound}}), {{used}} remnants used, {{kept}} kept, yield {{yield}}%', {
        sheets: g.sheets_used,
        shelf: g.baseline_sheets,
        bound: g.area_lower_bound,
        used: g.remnants_used,
        kept: g.remnants_made,
        yield: g.yield_percent,
      }),
    })),
  ];
  return (
    <PlanFactsCard facts={facts} />
  );
}

function SheetCard({ sheet, onTick, busy }: { sheet: NestSheet; onTick?: (ticked: boolean) => void; busy: boolean }) {
  const t = useTranslate();
  const kept = sheet.remnants.length ? t('keeps {{list}}', { list: sheet.remnants.map((r) => `${r.w} x ${r.h}`).join(', ') }) : t('no remnant kept');
  return (
    <Paper withBorder radius="md" p="xs" aria-label={t('Sheet {{n}}', { n: sheet.seq })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {sheetTitle(t, sheet)}
          </Text>
          <Checkbox
            label={sheet.ticked_at ? (sheet.ticked_by ? t('Cut by {{name}}', { name: sheet.ticked_by }) : t('Cut')) : t('Tick when cut')}
            checked={!!sheet.ticked_at}
            disabled={!onTick || busy}
            onChange={(event) => onTick?.(event.currentTarget.checked)}
            aria-label={t('Sheet {{n}} cut', { n: sheet.seq })}
          />
        </Group>
        <NestSheetDrawing sheet={sheet} />
        <Text size="xs" c="dimmed">
          {t('{{n}} parts · yield {{yield}}%', { n: sheet.parts.length, yield: sheet.yield_percent })} · {kept}
        </Text>
        <Text size="xs" component="div" aria-label={t('Cut order of sheet {{n}}', { n: sheet.seq })}>
          {sheet.cuts.map((cut) => cutText(t, cut)).join(' · ') || t('No cuts: the part is the whole piece')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /sheets/nesting/:id: each sheet's layout drawn to scale with its cut order and a tick box (the cutter's phone too),
 * Print, and for a planner Confirm as cut (sheets and remnants out, new remnants in) and Discard.
 */
export default function NestPlanPage() {
  const t = useTranslate();
  const { id } = useParams();
  const query = useNestPlan(id);
  const plan = query.data;
  const planner = canAccess(getRole(), 'nesting');
  const confirm = useConfirmNestPlan();
  const discard = useDiscardNestPlan();
  const tick = useTickNestSheet(Number(id));
  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  const planned = plan.status === 'Planned';
  const missing = missingOf(confirm.error);
  const onConfirm = (close: () => void) =>
    confirm.mutate(plan.id, {
      onSuccess: () => toastSuccess(t('The stock has moved: sheets and remnants out, new remnants in'), t('Cut')),
      onError: (error) => !missingOf(error) && toastFromError(error),
      onSettled: close,
    });
  const onDiscard = () =>
    confirmAction({ title: t('Discard this plan?'), message: t('Nothing in the stock moves.'), onConfirm: () => discard.mutate(plan.id, { onSuccess: () => confirm.reset() }) });
  return (
    <>
      <PageHeader
        title={t('Nest plan #{{n}}', { n: plan.auto_id })}
        trail={[{ label: t('Sheet Nesting'), to: '/sheets/nesting' }]}
        actions={
          <PlanActions
            printTo={`/sheets/nesting/${plan.id}/print`}
            canChange={planner && planned}
            labels={{ discard: t('Discard'), confirm: t('Confirm as cut') }}
            onDiscard={onDiscard}
            discarding={discard.isPending}
            confirmation={{
              title: t('Confirm the plan as cut?'),
              message: t('{{n}} of {{total}} sheets are ticked. The sheets and remnants of this plan leave the stock and its new remnants enter it.', { n: plan.sheets_ticked, total: plan.sheets.length }),
              loading: confirm.isPending,
              onConfirm,
            }}
          />
        }
      />
      <Stack gap="md">
        {missing && planned && (
          <Alert color="red" title={confirm.error instanceof Error ? confirm.error.message : t('Missing stock')}>
            <List size="sm">
              {missing.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <PlanFacts plan={plan} />
        {plan.problems.length > 0 && (
          <Alert color="yellow" title={t('Not nested')}>
            <List size="sm">
              {plan.problems.map((p) => (
                <List.Item key={p.label}>
                  {p.label}: {p.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {plan.status === 'Discarded' && <Alert color="gray">{t('This plan was discarded: nothing in the stock moved.')}</Alert>}
        <Title order={5}>{t('Sheets in cut order')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {plan.sheets.map((sheet) => (
            <SheetCard key={sheet.id} sheet={sheet} busy={tick.isPending} onTick={planned ? (ticked) => tick.mutate({ sheet: sheet.id, ticked }) : undefined} />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
