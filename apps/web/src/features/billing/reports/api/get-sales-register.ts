import { queryOptions, useQuery } from '@tanstack/react-query';
import type { salesRegisterSchema } from '@steelworks/contract/gst-reports';
import type { z } from 'zod';
import { api, downloadFile } from '../../../../lib/api-client';
import { gstReportKeys } from './keys';

export type SalesRegister = z.infer<typeof salesRegisterSchema>;
export type SalesRegisterRow = SalesRegister['rows'][number];

const PATH = '/billing/reports/sales-register';

/** GET /billing/reports/sales-register?month=YYYY-MM — invoices and credit notes of the month, one row per rate. */
function getSalesRegister(month: string, signal?: AbortSignal): Promise<SalesRegister> {
  return api.get<SalesRegister>(PATH, { month }, signal);
}

/** The same register as CSV (the token goes in the header, so the file is fetched, then saved under its name). */
export function downloadSalesRegister(month: string): Promise<void> {
  return downloadFile(PATH, { month, format: 'csv' }, `sales-register-${month}.csv`);
}

const salesRegisterQueryOptions = (month: string) =>
  queryOptions({ queryKey: gstReportKeys.salesRegister(month), queryFn: ({ signal }) => getSalesRegister(month, signal) });

/** The page shows a failure in place of the table, so no toast besides. */
export function useSalesRegister(month: string) {
  return useQuery({ ...salesRegisterQueryOptions(month), meta: { silentError: true, notFound: 'inline' } });
}
