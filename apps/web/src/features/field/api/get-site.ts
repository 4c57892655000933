import { useQuery } from '@tanstack/react-query';
import type { FieldSite } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/fieldsite/{id}/ */
function getSite(id: string, signal?: AbortSignal): Promise<FieldSite> {
  return api.get<FieldSite>(`/fieldsite/fieldsite/${id}/`, undefined, signal);
}

export function useSite(id: string | undefined) {
  return useQuery({ queryKey: fieldKeys.site(id ?? ''), queryFn: ({ signal }) => getSite(id!, signal), enabled: !!id });
}
