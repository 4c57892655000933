import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

/** The sheets of one thickness and width, for the order form's picker (at most 100: one size has few lengths). */
function getSheetChoices(thick: string, width: string, signal?: AbortSignal): Promise<Paged<Sheet>> {
  return api.get<Paged<Sheet>>('/sheet/sheet/', { thick, width, limit: 100 }, signal);
}

const sheetChoicesOptions = (thick: string, width: string) =>
  queryOptions({
    queryKey: [...sheetKeys.choices, thick, width],
    queryFn: ({ signal }) => getSheetChoices(thick, width, signal),
    enabled: !!thick && !!width,
  });

export function useSheetChoices(thick: string, width: string) {
  return useQuery(sheetChoicesOptions(thick, width));
}
