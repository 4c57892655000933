import type { ProductionWork } from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { i18n } from '../../../lib/i18n/i18n';
import { enqueueAction, type ActionKind } from '../../../lib/offline/offline-queue';
import { productionKeys } from './keys';
import type { WorkChange } from './update-work';

/** What the worker tapped: Start, Complete (with an optional note) or Defective (with the reason). */
export type WorkTap = { kind: 'work-start' } | { kind: 'work-complete'; note?: string } | { kind: 'work-defective'; reason: string };

const LABEL: Record<WorkTap['kind'], string> = {
  'work-start': PRODUCTION_TEXT.start,
  'work-complete': PRODUCTION_TEXT.complete,
  'work-defective': PRODUCTION_TEXT.defective,
};

function workChangeOf(tap: WorkTap): WorkChange {
  if (tap.kind === 'work-start') return { status: 'In Progress' };
  if (tap.kind === 'work-complete') return { status: 'Completed', ...(tap.note?.trim() ? { note: tap.note } : {}) };
  return { defective: true, defect_reason: tap.reason.trim() };
}

/**
 * PATCH /production/productionitemwork/{id}/ through the phone's queue: stored with the tap time and sent now, or
 * when the network returns (issue 33). The work's card shows it as waiting until then; its label is written in the
 * worker's language at the tap ("Complete: Cutting of 12-1-3"), the done toast translates its English text.
 */
export function queueWorkChange(work: Pick<ProductionWork, 'id' | 'work_type'> & { production_item_sr_no?: string }, tap: WorkTap) {
  const type = i18n.t(work.work_type);
  const what = work.production_item_sr_no ? i18n.t('{{work}} of {{sr}}', { work: type, sr: work.production_item_sr_no }) : type;
  return enqueueAction({
    kind: tap.kind satisfies ActionKind,
    label: `${i18n.t(LABEL[tap.kind])}: ${what}`,
    method: 'PATCH',
    path: `/production/productionitemwork/${work.id}/`,
    body: { type: 'json', value: workChangeOf(tap) },
    subject: { work: work.id },
    reloads: [productionKeys.production, productionKeys.workOrders],
    doneText: PRODUCTION_TEXT.workUpdated,
  });
}
