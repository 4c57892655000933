import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

export function getSheet(id: number, signal?: AbortSignal): Promise<Sheet> {
  return api.get<Sheet>(`/sheet/sheet/${id}/`, undefined, signal);
}

export const sheetOptions = (id: number) =>
  queryOptions({ queryKey: sheetKeys.sheet(id), queryFn: ({ signal }) => getSheet(id, signal) });

export function useSheet(id: number) {
  return useQuery(sheetOptions(id));
}
