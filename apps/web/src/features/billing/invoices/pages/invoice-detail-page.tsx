import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { getRole } from '../../../../lib/session';
import { HistoryPanel } from '../../../audit/components/history-panel';
import { useInvoice } from '../api/get-invoice';
import { CreditNoteModal } from '../components/credit-note-modal';
import { invoiceFacts } from '../components/invoice-facts';
import { InvoicePayments } from '../components/invoice-payments';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { TaxDocumentSheet } from '../components/tax-document-sheet';

/**
 * /billing/invoices/:id — the tax invoice, the payments allocated to it, and for staff "Cancel with credit note".
 * A dealer reads its own invoices (another's answers 404, the not-found page) and may print them.
 */
export default function InvoiceDetailPage() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  const role = getRole();
  const staff = canAccess(role, 'billing');
  const [cancelling, setCancelling] = useState(false);
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
              {staff && data.status !== 'Cancelled' && (
                <Button color="red" variant="light" leftSection={<IconReceiptOff size={16} />} onClick={() => setCancelling(true)}>
                  Cancel with credit note
                </Button>
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
          <TaxDocumentSheet document={data} title="TAX INVOICE" facts={invoiceFacts(data, true)} bank={data.bank} />
          <InvoicePayments invoice={data} />
          {staff && <CreditNoteModal invoice={data} opened={cancelling} onClose={() => setCancelling(false)} />}
        </Stack>
      )}
      {staff && <HistoryPanel entity="invoice" id={data?.id} />}
    </>
  );
}
