import { Anchor, Loader, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { Link, useParams } from 'react-router';
import { useCreditNote } from '../api/get-credit-note';
import { PrintToolbar } from '../components/print-toolbar';
import { TaxDocumentSheet } from '../components/tax-document-sheet';

/**
 * /billing/credit-notes/:id — the credit note that cancelled an invoice (rule 53 of the CGST Rules: its own number and
 * date, the invoice it refers to with that invoice's date, the reason), printable on A4 like the invoice.
 */
export default function CreditNotePage() {
  const { id } = useParams();
  const note = useCreditNote(id);
  if (!note.data) return note.isLoading ? <Loader /> : null;
  const data = note.data;
  return (
    <>
      <PrintToolbar backTo={`/billing/invoices/${data.invoice_id}`} backLabel={`Invoice ${data.invoice_number}`} />
      <TaxDocumentSheet
        document={data}
        title="CREDIT NOTE"
        copyLabel="ORIGINAL FOR RECIPIENT"
        facts={[
          { label: 'Credit note No.', value: data.number },
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
        ]}
        note={
          <Text size="sm">
            <b>Reason:</b> {data.reason}
          </Text>
        }
      />
    </>
  );
}
