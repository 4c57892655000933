import type { Rate } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { wagesKeys } from './keys';

export type RateValues = { work_type: string; product_type: string; skill_grade: string | null; rate: string; effective_from: string; note: string };

/** POST /wages/rates/: a new rate, or a card's change from a day on. */
function createRate(values: RateValues, options: WriteOptions): Promise<Rate> {
  return api.post<Rate>('/wages/rates/', values, options);
}

export function useCreateRate() {
  return useReloadingMutation(useWriteKey(createRate), { reloads: [wagesKeys.rates], silentError: true });
}
