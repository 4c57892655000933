import { Loader, SegmentedControl, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useInvoice } from '../api/get-invoice';
import { invoiceFacts } from '../components/invoice-facts';
import { PrintToolbar } from '../../../../components/print-toolbar';
import { TaxDocumentSheet } from '../components/tax-document-sheet';
import { useInvoiceEwb } from '../../ewaybill/api/get-invoice-ewb';
import { ewbFacts } from '../../ewaybill/components/ewb-facts';
import { useEinvoice } from '../../einvoice/api/get-einvoice';
import { einvoicePrint } from '../../einvoice/components/einvoice-print';

/** The copies rule 48 of the CGST Rules asks of a goods invoice, in its words. */
const INVOICE_COPIES = [
  { key: 'original', label: 'Original', heading: 'ORIGINAL FOR RECIPIENT' },
  { key: 'duplicate', label: 'Duplicate', heading: 'DUPLICATE FOR TRANSPORTER' },
  { key: 'triplicate', label: 'Triplicate', heading: 'TRIPLICATE FOR SUPPLIER' },
] as const;

/**
 * /billing/invoices/:id/print — the tax invoice on A4 through the browser's print: all three copies of rule 48 (one
 * print, a page each) unless one is chosen (`?copy=original`). A cancelled invoice still prints, marked so.
 */
export default function InvoicePrintPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const invoice = useInvoice(id);
  // The e-way bill's number and validity print with the invoice (the transporter's copy travels with the goods).
  const ewb = useInvoiceEwb(id);
  const einvoice = useEinvoice('invoice', id);
  if (!invoice.data || einvoice.isLoading) return invoice.isLoading || einvoice.isLoading ? <Loader /> : null;
  // While e-invoicing applies, the invoice prints as final only with its IRN (docs/product/e-invoices.md#printing).
  const irp = einvoicePrint(einvoice);
  const data = invoice.data;
  const chosen = INVOICE_COPIES.find((copy) => copy.key === params.get('copy'));
  const copies = chosen ? [chosen] : INVOICE_COPIES;
  return (
    <>
      <PrintToolbar backTo={`/billing/invoices/${data.id}`} backLabel={`Invoice ${data.number}`} />
      <SegmentedControl
        className="no-print"
        mb="md"
        aria-label="Copies to print"
        value={chosen?.key ?? 'all'}
        onChange={(value) => setParams(value === 'all' ? {} : { copy: value }, { replace: true })}
        data={[{ value: 'all', label: 'All three' }, ...INVOICE_COPIES.map((copy) => ({ value: copy.key, label: copy.label }))]}
        fullWidth
      />
      <Stack gap={0} className="tax-document-copies">
        {copies.map((copy, index) => (
          <TaxDocumentSheet
            key={copy.key}
            newPage={index > 0}
            document={data}
            title={data.status === 'Cancelled' ? 'TAX INVOICE (CANCELLED)' : irp.final ? 'TAX INVOICE' : 'TAX INVOICE (DRAFT)'}
            copyLabel={copy.heading}
            facts={[...invoiceFacts(data, false), ...irp.facts, ...ewbFacts(ewb.data?.eway_bill)]}
            bank={data.bank}
            note={irp.block}
          />
        ))}
      </Stack>
    </>
  );
}
