import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { storeItemKeys } from '../../../../lib/query-keys';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { sectionKeys } from './keys';

type RemovePieceValues = { id: number; piece: number; reason: string };

function removePiece({ id, piece, reason }: RemovePieceValues, options?: WriteOptions): Promise<SectionStock> {
  return api.post<SectionStock>(`/store/sections/${id}/pieces/${piece}/remove/`, { reason }, options);
}

/** A bar or offcut taken out by hand (scrapped, lost, used elsewhere), with its reason. */
export function useRemovePiece() {
  return useReloadingMutation(useWriteKey(removePiece), {
    answerKey: (answer) => sectionKeys.stock(answer.store_item),
    reloads: [storeItemKeys.all],
    silentError: true,
  });
}
