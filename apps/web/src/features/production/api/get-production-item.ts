import { useQuery } from '@tanstack/react-query';
import type { ProductionItemDetail } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

export function getProductionItem(id: number, signal?: AbortSignal): Promise<ProductionItemDetail> {
  return api.get<ProductionItemDetail>(`/production/productionitem/${id}/`, undefined, signal);
}

export function useProductionItem(id: number) {
  return useQuery({ queryKey: productionKeys.item(id), queryFn: ({ signal }) => getProductionItem(id, signal), enabled: id > 0 });
}
