import { useQuery } from '@tanstack/react-query';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

function getWork(id: number, signal?: AbortSignal): Promise<ProductionWork> {
  return api.get<ProductionWork>(`/production/productionitemwork/${id}/`, undefined, signal);
}

export function useWork(id: number) {
  return useQuery({ queryKey: productionKeys.work(id), queryFn: ({ signal }) => getWork(id, signal), enabled: id > 0 });
}
