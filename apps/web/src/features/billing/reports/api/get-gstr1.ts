import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gstr1CheckSchema, gstr1SummarySchema } from '@steelworks/contract/gst-returns';
import type { z } from 'zod';
import { api, downloadFile } from '../../../../lib/api-client';
import { gstPeriodQuery } from './gst-period';
import { gstReportKeys } from './keys';

export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;
export type Gstr1Check = z.infer<typeof gstr1CheckSchema>;

const PATH = '/billing/reports/gstr1';

/** GET /billing/reports/gstr1/summary — per section of the period's GSTR-1 its count and totals, and table 13. */
function getGstr1Summary(period: string, signal?: AbortSignal): Promise<Gstr1Summary> {
  return api.get<Gstr1Summary>(`${PATH}/summary`, gstPeriodQuery(period), signal);
}

/** GET /billing/reports/gstr1/check — what the portal would refuse, with the page that puts each right. */
function getGstr1Check(period: string, signal?: AbortSignal): Promise<Gstr1Check> {
  return api.get<Gstr1Check>(`${PATH}/check`, gstPeriodQuery(period), signal);
}

/** The portal's JSON file, saved under the server's name (gstr1-MMYYYY.json). */
export function downloadGstr1Json(period: string): Promise<void> {
  return downloadFile(PATH, gstPeriodQuery(period), `gstr1-${period}.json`);
}

/** The same return as one CSV with a section column. */
export function downloadGstr1Csv(period: string): Promise<void> {
  return downloadFile(PATH, { ...gstPeriodQuery(period), format: 'csv' }, `gstr1-${period}.csv`);
}

/** The same return as a workbook, one sheet per section with the CSV's columns. */
export function downloadGstr1Xlsx(period: string): Promise<void> {
  return downloadFile(PATH, { ...gstPeriodQuery(period), format: 'xlsx' }, `gstr1-${period}.xlsx`);
}

const gstr1SummaryQueryOptions = (period: string) =>
  queryOptions({ queryKey: gstReportKeys.gstr1Summary(period), queryFn: ({ signal }) => getGstr1Summary(period, signal) });

const gstr1CheckQueryOptions = (period: string) =>
  queryOptions({ queryKey: gstReportKeys.gstr1Check(period), queryFn: ({ signal }) => getGstr1Check(period, signal) });

/** The page shows a failure in place of the preview, so no toast besides. */
export function useGstr1Summary(period: string) {
  return useQuery({ ...gstr1SummaryQueryOptions(period), meta: { silentError: true, notFound: 'inline' } });
}

export function useGstr1Check(period: string) {
  return useQuery({ ...gstr1CheckQueryOptions(period), meta: { silentError: true, notFound: 'inline' } });
}
