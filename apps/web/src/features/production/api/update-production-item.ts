import type { ProductionItemDetail } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productionKeys } from './keys';

/** PATCH /production/productionitem/{id}/ (the note). */
function updateProductionItem({ id, note }: { id: number; note: string }): Promise<ProductionItemDetail> {
  return api.patch<ProductionItemDetail>(`/production/productionitem/${id}/`, { note });
}

export function useUpdateProductionItem() {
  return useReloadingMutation(updateProductionItem, { answerKey: (item) => productionKeys.item(item.id), reloads: [productionKeys.items] });
}
