import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { sectionKeys } from './keys';

export type AddOffcutValues = { id: number; length_mm: number | string; reason: string };

export function addOffcut({ id, ...input }: AddOffcutValues): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/offcuts/`, input);
}

/** An offcut found or measured by hand: a correction, so it carries its reason. */
export function useAddOffcut() {
  return useReloadingMutation(addOffcut, {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [['store', 'items']],
    silentError: true,
  });
}
