import type { EwayBill, EwbAnswerUpload } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { ewbKeys } from './ewb-keys';

/** POST /ewaybill/invoices/:id/answer — the portal's answer to the offline JSON, saved on the invoice. */
function uploadEwbAnswer(invoiceId: number, input: EwbAnswerUpload, options?: WriteOptions): Promise<EwayBill> {
  return api.post<EwayBill>(`/ewaybill/invoices/${invoiceId}/answer`, input, options);
}

export function useUploadEwbAnswer(invoiceId: number) {
  return useReloadingMutation(useWriteKey((input: EwbAnswerUpload, options: WriteOptions) => uploadEwbAnswer(invoiceId, input, options)), { reloads: [ewbKeys.all], silentError: true });
}
