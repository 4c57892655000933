import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TdsReport } from '@steelworks/contract/vouchers';
import { api, downloadFile } from '../../../../lib/api-client';
import { gstReportKeys } from './keys';

export type TdsReportRow = TdsReport['rows'][number];

const PATH = '/billing/reports/tds';

/** GET /billing/reports/tds?quarter=2026-27-Q1 — TDS dealers deducted (s.194Q), per dealer and section, for Form 26AS. */
function getTdsReport(quarter: string, signal?: AbortSignal): Promise<TdsReport> {
  return api.get<TdsReport>(PATH, { quarter }, signal);
}

export function downloadTdsReport(quarter: string): Promise<void> {
  return downloadFile(PATH, { quarter, format: 'csv' }, `tds-${quarter}.csv`);
}

const tdsReportQueryOptions = (quarter: string) =>
  queryOptions({ queryKey: gstReportKeys.tds(quarter), queryFn: ({ signal }) => getTdsReport(quarter, signal) });

export function useTdsReport(quarter: string) {
  return useQuery({ ...tdsReportQueryOptions(quarter), meta: { silentError: true, notFound: 'inline' } });
}
