import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hsnSummarySchema } from '@steelworks/contract/gst-reports';
import type { z } from 'zod';
import { api, downloadFile } from '../../../../lib/api-client';
import { gstReportKeys } from './keys';

export type HsnSummary = z.infer<typeof hsnSummarySchema>;
export type HsnSummaryRow = HsnSummary['rows'][number];

const PATH = '/billing/reports/hsn-summary';

/** GET /billing/reports/hsn-summary?month=YYYY-MM — quantities and tax of the month per HSN code and rate. */
function getHsnSummary(month: string, signal?: AbortSignal): Promise<HsnSummary> {
  return api.get<HsnSummary>(PATH, { month }, signal);
}

/** The same summary as CSV, fetched with the token and saved under the server's file name. */
export function downloadHsnSummary(month: string): Promise<void> {
  return downloadFile(PATH, { month, format: 'csv' }, `hsn-summary-${month}.csv`);
}

const hsnSummaryQueryOptions = (month: string) =>
  queryOptions({ queryKey: gstReportKeys.hsnSummary(month), queryFn: ({ signal }) => getHsnSummary(month, signal) });

/** The page shows a failure in place of the table, so no toast besides. */
export function useHsnSummary(month: string) {
  return useQuery({ ...hsnSummaryQueryOptions(month), meta: { silentError: true, notFound: 'inline' } });
}
