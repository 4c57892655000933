import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fieldCountsSchema } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

export type FieldCounts = z.infer<typeof fieldCountsSchema>;

/** GET /fieldsite/visitentry-card-data — the three cards of /fields. */
function getFieldCounts(signal?: AbortSignal): Promise<FieldCounts> {
  return api.get<FieldCounts>('/fieldsite/visitentry-card-data', undefined, signal);
}

export function useFieldCounts() {
  return useQuery({ queryKey: fieldKeys.counts, queryFn: ({ signal }) => getFieldCounts(signal) });
}
