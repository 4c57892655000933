import { Anchor, Loader, Text } from '@mantine/core';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { noteReasonLabel } from '@steelworks/contract/invoice';
import { Link, useParams } from 'react-router';
import { useCreditNote } from '../api/get-credit-note';
import { PrintToolbar } from '../../../../components/print-toolbar';
import { TaxDocumentSheet } from '../components/tax-document-sheet';
import { useEinvoice } from '../../einvoice/api/get-einvoice';
import { EinvoicePanel } from '../../einvoice/components/einvoice-panel';
import { einvoicePrint } from '../../einvoice/components/einvoice-print';
import { getRole } from '../../../../lib/session';
import { DocumentActions, DocumentSendLog } from '../../sending/components/document-sending';

/**
 * /billing/credit-notes/:id — a credit or debit note (rule 53 of the CGST Rules: its own number and date, the invoice
 * it refers to with that invoice's date, the reason, its lines taxed like the invoice's), printable on A4 like the
 * invoice.
 */
export default function CreditNotePage() {
  const { id } = useParams();
  const note = useCreditNote(id);
  const einvoice = useEinvoice('note', id);
  if (!note.data) return note.isLoading ? <Loader /> : null;
  const irp = einvoicePrint(einvoice);
  const data = note.data;
  const debit = data.kind === 'debit';
  // A bounced cheque's bank charges: no supply, so no lines and no tax (docs/decisions/053-cheques-bounces-and-texts.md).
  const bankCharges = data.reason_code === 'bank_charges';
  return (
    <>
      <PrintToolbar backTo={`/billing/invoices/${data.invoice_id}`} backLabel={`Invoice ${data.invoice_number}`}>
        <DocumentActions doc={{ kind: 'note', id: data.id }} staff={canAccess(getRole(), 'billing')} />
      </PrintToolbar>
      <div className="no-print">
        <EinvoicePanel source="note" id={data.id} staff={canAccess(getRole(), 'billing')} />
      </div>
      <TaxDocumentSheet
        document={data}
        title={`${debit ? 'DEBIT NOTE' : 'CREDIT NOTE'}${irp.final ? '' : ' (DRAFT)'}`}
        copyLabel="ORIGINAL FOR RECIPIENT"
        facts={[
          { label: debit ? 'Debit note No.' : 'Credit note No.', value: data.number },
          { label: 'Date', value: formatDisplayDate(data.note_date) },
          {
            label: 'Against invoice',
            value: (
              <Anchor component={Link} to={`/billing/invoices/${data.invoice_id}`} size="sm">
                {data.invoice_number}
              </Anchor>
            ),
          },
          { label: 'Invoice date', value: formatDisplayDate(data.invoice_date) },
          ...(data.payment_id !== null
            ? [
                {
                  label: 'Bounced payment',
                  value: (
                    <Anchor component={Link} to={`/billing/payments/${data.payment_id}`} size="sm">
                      Payment #{data.payment_id}
                    </Anchor>
                  ),
                },
              ]
            : []),
          ...irp.facts,
        ]}
        charges={bankCharges ? { label: 'Bank charges (no GST)', value: data.charges } : undefined}
        note={
          <>
            <Text size="sm">
              <b>Reason:</b> {noteReasonLabel(data.reason_code)}: {data.reason}
            </Text>
            {bankCharges && (
              <Text size="sm">
                What the bank charged us for the dishonoured cheque, recovered from you. It is no payment for a supply, so no GST is charged on it
                (CBIC Circular 178/10/2022-GST).
              </Text>
            )}
            {irp.block}
          </>
        }
      />
      <DocumentSendLog doc={{ kind: 'note', id: data.id }} />
    </>
  );
}
