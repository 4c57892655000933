import { useQueryClient } from '@tanstack/react-query';
import type { CutPlan, CutPlanBar } from '@steelworks/contract/cut-plan';
import { i18n } from '../../../../lib/i18n/i18n';
import { enqueueAction, type QueuedAction } from '../../../../lib/offline/offline-queue';
import { useQueuedActions } from '../../../../lib/offline/use-offline-queue';
import { toastError } from '../../../../lib/toast';
import { cutPlanKeys } from './cut-plan-keys';

/**
 * PATCH /cutting/plans/{id}/bars/{bar}/ {ticked} through the phone's queue (issue 40 point 9, decision 033): stored
 * with the tap time and its Idempotency-Key, sent now or when the network returns, like a worker's Start and Complete.
 * Its label is written in the cutter's language at the tap; it has no done toast (a cutter ticks bar after bar).
 */
function queueBarTick(plan: Pick<CutPlan, 'id' | 'auto_id'>, bar: Pick<CutPlanBar, 'id' | 'seq'>, ticked: boolean) {
  const values = { n: bar.seq, plan: plan.auto_id };
  return enqueueAction({
    kind: 'cut-bar-tick',
    label: ticked ? i18n.t('Bar {{n}} cut, cut plan #{{plan}}', values) : i18n.t('Bar {{n}} not cut, cut plan #{{plan}}', values),
    method: 'PATCH',
    path: `/cutting/plans/${plan.id}/bars/${bar.id}/`,
    body: { type: 'json', value: { ticked } },
    subject: { bar: bar.id },
    reloads: [cutPlanKeys.detail(plan.id)],
  });
}

/**
 * The queued ticks of cut plans' bars, by bar id, each bar's oldest tap first. (Here, not beside useActionsFor: My
 * works' first load does not carry it.)
 */
function useQueuedBarTicks(): Map<number, QueuedAction[]> {
  const ticks = new Map<number, QueuedAction[]>();
  for (const action of useQueuedActions()) {
    const bar = action.kind === 'cut-bar-tick' ? action.subject.bar : undefined;
    if (bar !== undefined) ticks.set(bar, [...(ticks.get(bar) ?? []), action]);
  }
  return ticks;
}

/** A bar's last tap still on its way (not refused by the server), if any. */
function lastPending(actions: readonly QueuedAction[] | undefined): { ticked: boolean; at: string } | undefined {
  const last = actions?.filter((action) => action.status !== 'failed').at(-1);
  return last?.body.type === 'json' ? { ticked: last.body.value.ticked === true, at: last.tappedAt } : undefined;
}

function withBars(plan: CutPlan, change: (bar: CutPlanBar) => CutPlanBar): CutPlan {
  const sections = plan.sections.map((section) => ({ ...section, bars: section.bars.map(change) }));
  const bars_ticked = sections.reduce((sum, section) => sum + section.bars.filter((bar) => bar.ticked_at).length, 0);
  return { ...plan, sections, bars_ticked };
}

const tickedAs = (bar: CutPlanBar, ticked: boolean, at: string): CutPlanBar =>
  ticked === !!bar.ticked_at ? bar : { ...bar, ticked_at: ticked ? at : null, ticked_by: ticked ? bar.ticked_by : null };

/**
 * The cutter's ticks: a tap shows at once (the bar and the count of bars cut), whether or not there is a network, and
 * stays while it waits in the queue; once it landed the plan is read again. A tap the server refused (the plan was
 * confirmed meanwhile) stops counting: the bar shows the server's state and the refused tap with Retry and Discard.
 */
export function useBarTicks(plan: CutPlan | undefined) {
  const queryClient = useQueryClient();
  const queued = useQueuedBarTicks();
  const shown =
    plan &&
    withBars(plan, (bar) => {
      const pending = lastPending(queued.get(bar.id));
      return pending ? tickedAs(bar, pending.ticked, pending.at) : bar;
    });
  const tick = (bar: CutPlanBar, ticked: boolean) => {
    if (!plan) return;
    // The plan read so far takes the tap too, so the bar does not flick back between the tap landing and the new read.
    const at = new Date().toISOString();
    queryClient.setQueryData<CutPlan>(cutPlanKeys.detail(plan.id), (data) => data && withBars(data, (b) => (b.id === bar.id ? tickedAs(b, ticked, at) : b)));
    // Only a phone that refuses to store anything (no IndexedDB) gets here.
    queueBarTick(plan, bar, ticked).catch(() => toastError());
  };
  return { plan: shown, tick, queued };
}
