import { useQuery } from '@tanstack/react-query';
import type { DayEarning, WorkEarning, WorkerEarning } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { wagesKeys } from './keys';

/** GET /wages/earnings/?from&to: every worker's earnings in the period. */
export function useEarnings(from: string, to: string) {
  return useQuery({
    queryKey: wagesKeys.earnings(from, to),
    queryFn: ({ signal }) => api.get<WorkerEarning[]>('/wages/earnings/', { from, to }, signal),
  });
}

/** GET /wages/earnings/days/: one worker's days. */
export function useEarningDays(worker: number | null, from: string, to: string) {
  return useQuery({
    queryKey: wagesKeys.days(worker ?? 0, from, to),
    queryFn: ({ signal }) => api.get<DayEarning[]>('/wages/earnings/days/', { worker, from, to }, signal),
    enabled: worker !== null,
  });
}

/** GET /wages/earnings/works/: the works of one worker's day, with the rate each took. */
export function useEarningWorks(worker: number | null, day: string | null) {
  return useQuery({
    queryKey: wagesKeys.works(worker ?? 0, day ?? ''),
    queryFn: ({ signal }) => api.get<WorkEarning[]>('/wages/earnings/works/', { worker, day }, signal),
    enabled: worker !== null && day !== null,
  });
}
