import { useQuery } from '@tanstack/react-query';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { sheetKeys } from './keys';

function getSheet(id: number, signal?: AbortSignal): Promise<Sheet> {
  return api.get<Sheet>(`/sheet/sheet/${id}/`, undefined, signal);
}

const sheetOptions = recordQueryOptions(sheetKeys.sheet, getSheet);

export function useSheet(id: number) {
  return useQuery(sheetOptions(id));
}
