import type { Invoice, InvoiceCreateInput } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { invoiceKeys } from './invoice-keys';

/** POST /billing/invoices {order_id} — an invoice by hand for a shipped order (answers 201 with the invoice). */
function createInvoice(input: InvoiceCreateInput, options?: WriteOptions): Promise<Invoice> {
  return api.post<Invoice>('/billing/invoices', input, options);
}

/** The order's panel shows the refusal itself (settings missing, already invoiced): no toast. */
export function useCreateInvoice() {
  return useReloadingMutation(useWriteKey(createInvoice), {
    answerKey: (invoice) => invoiceKeys.detail(invoice.id),
    reloads: [invoiceKeys.all],
    silentError: true,
  });
}
