import type { EwayBill, EwbGenerateInput } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { ewbKeys } from './ewb-keys';

/** POST /ewaybill/invoices/:id — generates the bill through the portal's API (201 with the bill). */
function generateEwb(invoiceId: number, input: EwbGenerateInput, options?: WriteOptions): Promise<EwayBill> {
  return api.post<EwayBill>(`/ewaybill/invoices/${invoiceId}`, input, options);
}

export function useGenerateEwb(invoiceId: number) {
  return useReloadingMutation(useWriteKey((input: EwbGenerateInput, options: WriteOptions) => generateEwb(invoiceId, input, options)), { reloads: [ewbKeys.all], silentError: true });
}
