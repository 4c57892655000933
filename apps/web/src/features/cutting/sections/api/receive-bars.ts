import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { storeItemKeys } from '../../../../lib/query-keys';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { sectionKeys } from './keys';

type ReceiveBarsValues = { id: number; count: number | string; reason?: string };

function receiveBars({ id, ...input }: ReceiveBarsValues, options?: WriteOptions): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/bars/`, input, options);
}

/** The answer is the section's stock as it is now; the store's lists (stock in metres) reload after it. */
export function useReceiveBars() {
  return useReloadingMutation(useWriteKey(receiveBars), {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [storeItemKeys.all],
    silentError: true,
  });
}
