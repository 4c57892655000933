import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { sectionKeys } from './keys';

export type ReceiveBarsValues = { id: number; count: number | string; reason?: string };

export function receiveBars({ id, ...input }: ReceiveBarsValues): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/bars/`, input);
}

/** The answer is the section's stock as it is now; the store's lists (stock in metres) reload after it. */
export function useReceiveBars() {
  return useReloadingMutation(receiveBars, {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [['store', 'items']],
    silentError: true,
  });
}
