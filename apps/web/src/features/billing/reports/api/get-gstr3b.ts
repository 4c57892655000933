import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gstr3bSchema } from '@steelworks/contract/gst-returns';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { gstPeriodQuery } from './gst-period';
import { gstReportKeys } from './keys';

export type Gstr3b = z.infer<typeof gstr3bSchema>;

/** GET /billing/reports/gstr3b — tables 3.1 (a), (c) and 3.2 of the period, net of its notes. */
function getGstr3b(period: string, signal?: AbortSignal): Promise<Gstr3b> {
  return api.get<Gstr3b>('/billing/reports/gstr3b', gstPeriodQuery(period), signal);
}

const gstr3bQueryOptions = (period: string) => queryOptions({ queryKey: gstReportKeys.gstr3b(period), queryFn: ({ signal }) => getGstr3b(period, signal) });

export function useGstr3b(period: string) {
  return useQuery({ ...gstr3bQueryOptions(period), meta: { silentError: true, notFound: 'inline' } });
}
