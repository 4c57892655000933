import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconList } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PageHeader } from '../../../../components/page-header';
import { toastFromError } from '../../../../lib/toast';
import { useCutPlan } from '../api/get-cut-plan';
import { useTickCutBar } from '../api/tick-cut-bar';
import { CutBarCard } from '../components/cut-bar-card';
import { barName } from '../components/cut-plan-format';

/** /cutting/plans/:id/bars/:bar: what a bar's QR code on the printed cut list opens on the cutter's phone. */
export default function CutBarPage() {
  const { id, bar: barId } = useParams();
  const query = useCutPlan(id);
  const tick = useTickCutBar();
  const plan = query.data;
  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  const section = plan.sections.find((s) => s.bars.some((b) => String(b.id) === barId));
  const bar = section?.bars.find((b) => String(b.id) === barId);
  const trail = [
    { label: 'Cut Lists', to: '/cutting/plans' },
    { label: `Cut plan #${plan.auto_id}`, to: `/cutting/plans/${plan.id}` },
  ];
  if (!section || !bar) {
    return (
      <>
        <PageHeader title="Bar" trail={trail} />
        <Alert color="red">This bar is not in cut plan #{plan.auto_id}.</Alert>
      </>
    );
  }
  const planned = plan.status === 'Planned';
  const cut = !!bar.ticked_at;
  const setTicked = (ticked: boolean) => tick.mutate({ plan: plan.id, bar: bar.id, ticked }, { onError: toastFromError });
  return (
    <>
      <PageHeader title={`${barName(bar)} · ${section.label}`} trail={trail} />
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          {section.name} · cut plan #{plan.auto_id} ({plan.status})
        </Text>
        <CutBarCard bar={bar} />
        {planned && (
          <Button
            size="lg"
            color={cut ? 'gray' : 'green'}
            variant={cut ? 'default' : 'filled'}
            leftSection={<IconCheck size={20} />}
            loading={tick.isPending}
            onClick={() => setTicked(!cut)}
          >
            {cut ? 'Not cut yet' : 'Mark as cut'}
          </Button>
        )}
        <Button component={Link} to={`/cutting/plans/${plan.id}`} variant="subtle" leftSection={<IconList size={16} />}>
          The whole cut list ({plan.bars_ticked} of {plan.bars_total} cut)
        </Button>
      </Stack>
    </>
  );
}
