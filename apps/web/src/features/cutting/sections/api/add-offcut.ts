import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { storeItemKeys } from '../../../../lib/query-keys';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { sectionKeys } from './keys';

type AddOffcutValues = { id: number; length_mm: number | string; reason: string };

function addOffcut({ id, ...input }: AddOffcutValues, options?: WriteOptions): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/offcuts/`, input, options);
}

/** An offcut found or measured by hand: a correction, so it carries its reason. */
export function useAddOffcut() {
  return useReloadingMutation(useWriteKey(addOffcut), {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [storeItemKeys.all],
    silentError: true,
  });
}
