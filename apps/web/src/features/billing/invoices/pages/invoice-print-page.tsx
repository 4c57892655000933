import { Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { useInvoice } from '../api/get-invoice';
import { invoiceFacts } from '../components/invoice-facts';
import { PrintToolbar } from '../components/print-toolbar';
import { TaxDocumentSheet } from '../components/tax-document-sheet';

/**
 * /billing/invoices/:id/print — the tax invoice alone on an A4 page through the browser's print, headed "ORIGINAL FOR
 * RECIPIENT" (the copy rule 48 of the CGST Rules gives the buyer). A cancelled invoice still prints, marked so.
 */
export default function InvoicePrintPage() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  if (!invoice.data) return invoice.isLoading ? <Loader /> : null;
  const data = invoice.data;
  return (
    <>
      <PrintToolbar backTo={`/billing/invoices/${data.id}`} backLabel={`Invoice ${data.number}`} />
      <TaxDocumentSheet
        document={data}
        title={data.status === 'Cancelled' ? 'TAX INVOICE (CANCELLED)' : 'TAX INVOICE'}
        copyLabel="ORIGINAL FOR RECIPIENT"
        facts={invoiceFacts(data, false)}
        bank={data.bank}
      />
    </>
  );
}
