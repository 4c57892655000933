import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconList } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PageHeader } from '../../../../components/page-header';
import { useTranslate } from '../../../../lib/i18n/i18n';
import { useBarTicks } from '../api/queue-bar-tick';
import { useCutPlan } from '../api/get-cut-plan';
import { CutBarCard } from '../components/cut-bar-card';
import { barName } from '../components/cut-plan-format';

/**
 * /cutting/plans/:id/bars/:bar: what a bar's QR code on the printed cut list opens on the cutter's phone. Mark as cut
 * goes through the phone's queue and shows at once (issue 40 point 9).
 */
export default function CutBarPage() {
  const t = useTranslate();
  const { id, bar: barId } = useParams();
  const query = useCutPlan(id);
  const ticks = useBarTicks(query.data);
  const plan = ticks.plan;
  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  const section = plan.sections.find((s) => s.bars.some((b) => String(b.id) === barId));
  const bar = section?.bars.find((b) => String(b.id) === barId);
  const trail = [
    { label: 'Cut Lists', to: '/cutting/plans' },
    { label: t('Cut plan #{{n}}', { n: plan.auto_id }), to: `/cutting/plans/${plan.id}` },
  ];
  if (!section || !bar) {
    return (
      <>
        <PageHeader title={t('Bar')} trail={trail} />
        <Alert color="red">{t('This bar is not in cut plan #{{n}}.', { n: plan.auto_id })}</Alert>
      </>
    );
  }
  const planned = plan.status === 'Planned';
  const cut = !!bar.ticked_at;
  return (
    <>
      <PageHeader title={`${barName(bar)} · ${section.label}`} trail={trail} />
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          {section.name} · {t('Cut plan #{{n}}', { n: plan.auto_id })} ({t(plan.status)})
        </Text>
        <CutBarCard bar={bar} queued={ticks.queued.get(bar.id)} />
        {planned && (
          <Button
            size="lg"
            color={cut ? 'gray' : 'green'}
            variant={cut ? 'default' : 'filled'}
            leftSection={<IconCheck size={20} />}
            onClick={() => ticks.tick(bar, !cut)}
          >
            {cut ? t('Not cut yet') : t('Mark as cut')}
          </Button>
        )}
        <Button component={Link} to={`/cutting/plans/${plan.id}`} variant="subtle" leftSection={<IconList size={16} />}>
          {t('The whole cut list ({{n}} of {{total}} cut)', { n: plan.bars_ticked, total: plan.bars_total })}
        </Button>
      </Stack>
    </>
  );
}
