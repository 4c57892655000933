import type { EwbGenerateInput } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';

/** POST /ewaybill/invoices/:id/json — the bulk tool's JSON of this bill, saved as a file for the portal. */
export async function downloadEwbJson(invoiceId: number, invoiceNumber: string, input: EwbGenerateInput): Promise<void> {
  const file = await api.post<unknown>(`/ewaybill/invoices/${invoiceId}/json`, input);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  link.download = `ewb-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
