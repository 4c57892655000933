import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { sectionKeys } from './keys';

export type RemovePieceValues = { id: number; piece: number; reason: string };

export function removePiece({ id, piece, reason }: RemovePieceValues): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/pieces/${piece}/remove/`, { reason });
}

/** A bar or offcut taken out by hand (scrapped, lost, used elsewhere), with its reason. */
export function useRemovePiece() {
  return useReloadingMutation(removePiece, {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [['store', 'items']],
    silentError: true,
  });
}
