import { useQuery } from '@tanstack/react-query';
import type { SectionStock } from '@steelworks/contract/section';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { sectionKeys } from './keys';

function getSectionStock(id: number, signal?: AbortSignal): Promise<SectionStock> {
  return api.get<SectionStock>(`/store/sections/${id}/`, undefined, signal);
}

const sectionStockQuery = recordQueryOptions(sectionKeys.stock, getSectionStock);

/** GET /store/sections/{id}/: the section's bars, offcuts, metres and kg. */
export function useSectionStock(id: number) {
  return useQuery(sectionStockQuery(id));
}
