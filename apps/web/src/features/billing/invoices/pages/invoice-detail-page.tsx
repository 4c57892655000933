import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { noteReasonLabel, type NoteKind } from '@steelworks/contract/invoice';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { getRole } from '../../../../lib/session';
import { HistoryPanel } from '../../../audit/public';
import { useInvoice } from '../api/get-invoice';
import { CreditNoteModal } from '../components/credit-note-modal';
import { NoteModal } from '../components/note-modal';
import { Money } from '../../../../components/money';
import { invoiceFacts } from '../components/invoice-facts';
import { InvoicePayments } from '../components/invoice-payments';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { TaxDocumentSheet } from '../components/tax-document-sheet';
import { EwbPanel } from '../../ewaybill/components/ewb-panel';
import { EinvoicePanel } from '../../einvoice/components/einvoice-panel';
import { DocumentActions, DocumentSendLog } from '../../sending/components/document-sending';

/**
 * /billing/invoices/:id — the tax invoice, its credit and debit notes, the payments allocated to it, and for staff
 * "Credit note" and "Debit note" (part of the invoice) and "Cancel with credit note" (the whole of it).
 * A dealer reads its own invoices (another's answers 404, the not-found page) and may print them.
 */
export default function InvoiceDetailPage() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  const role = getRole();
  const staff = canAccess(role, 'billing');
  const [cancelling, setCancelling] = useState(false);
  const [noting, setNoting] = useState<NoteKind | null>(null);
  const data = invoice.data;
  const title = data ? `Invoice ${data.number}` : 'Invoice';

  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: 'Invoices', to: '/billing/invoices' }]}
        actions={
          data && (
            <Group gap="xs">
              <InvoiceStatusBadge invoice={data} />
              <Button component={Link} to={`/billing/invoices/${data.id}/print`} variant="light" leftSection={<IconPrinter size={16} />}>
                Print
              </Button>
              <DocumentActions doc={{ kind: 'invoice', id: data.id }} staff={staff} />
              {staff && data.status !== 'Cancelled' && (
                <>
                  <Button variant="light" leftSection={<IconMinus size={16} />} onClick={() => setNoting('credit')}>
                    Credit note
                  </Button>
                  <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setNoting('debit')}>
                    Debit note
                  </Button>
                  {data.notes.length === 0 && (
                    <Button color="red" variant="light" leftSection={<IconReceiptOff size={16} />} onClick={() => setCancelling(true)}>
                      Cancel with credit note
                    </Button>
                  )}
                </>
              )}
            </Group>
          )
        }
      />
      {invoice.isLoading && <Loader />}
      {data && (
        <Stack gap="md">
          {data.credit_note && (
            <Alert color="red" variant="light" title="Cancelled">
              <Text size="sm">
                Cancelled by credit note{' '}
                <Anchor component={Link} to={`/billing/credit-notes/${data.credit_note.id}`} size="sm" fw={600}>
                  {data.credit_note.number}
                </Anchor>{' '}
                of {formatDisplayDate(data.credit_note.note_date)}: {data.credit_note.reason}
              </Text>
            </Alert>
          )}
          <EinvoicePanel source="invoice" id={data.id} staff={staff} />
          <TaxDocumentSheet document={data} title="TAX INVOICE" facts={invoiceFacts(data, true)} bank={data.bank} />
          {data.notes.some((note) => note.reason_code !== 'cancellation') && (
            <Stack gap={4} aria-label="Notes" role="group">
              <Text fw={600}>Credit and debit notes</Text>
              {data.notes.map((note) => (
                <Group key={note.id} gap="xs" wrap="wrap">
                  <Anchor component={Link} to={`/billing/credit-notes/${note.id}`} size="sm" fw={600}>
                    {note.number}
                  </Anchor>
                  <Text size="sm">
                    {formatDisplayDate(note.note_date)}, {noteReasonLabel(note.reason_code)}: {note.kind === 'credit' ? '-' : '+'}
                  </Text>
                  <Money value={note.total} />
                </Group>
              ))}
            </Stack>
          )}
          <EwbPanel invoice={data} />
          <InvoicePayments invoice={data} />
          <DocumentSendLog doc={{ kind: 'invoice', id: data.id }} />
          {staff && <CreditNoteModal invoice={data} opened={cancelling} onClose={() => setCancelling(false)} />}
          {staff && noting && <NoteModal key={noting} invoice={data} kind={noting} opened onClose={() => setNoting(null)} />}
        </Stack>
      )}
      {staff && <HistoryPanel entity="invoice" id={data?.id} />}
    </>
  );
}
