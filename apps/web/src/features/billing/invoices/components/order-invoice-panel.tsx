import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { INVOICE_TEXT } from '@steelworks/contract/invoice';
import type { Order } from '@steelworks/contract/order';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { failureMessage, toastSuccess } from '../../../../lib/toast';
import { getRole } from '../../../../lib/session';
import { useCreateInvoice } from '../api/create-invoice';
import { useOrderInvoices } from '../api/get-order-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { EwbSummary } from '../../ewaybill/components/ewb-summary';

/** Only a shipped order is invoiced (issue 31 point 2); staff and the order's own dealer see its invoice. */
export function showsInvoicePanel(order: Pick<Order, 'status'>, role: string | null): boolean {
  return (order.status === 'Shipped' || order.status === 'Delivered') && canAccess(role, 'dealerAccounts');
}

/**
 * The invoice of a shipped or delivered order: its number, total and status with a link. An order that shipped
 * before invoicing existed, or shipped while Company & Tax was not filled in, or whose invoice a credit note
 * cancelled, has none; staff then get "Make invoice", whose refusal (settings missing) links to the settings page.
 */
export function OrderInvoicePanel({ order }: { order: Order }) {
  const staff = canAccess(getRole(), 'billing');
  const invoices = useOrderInvoices(order.id);
  const create = useCreateInvoice();
  const rows = invoices.data?.results ?? [];
  const live = rows.some((invoice) => invoice.status !== 'Cancelled');
  const notConfigured = !!create.error && failureMessage(create.error) === INVOICE_TEXT.notConfigured;

  const makeInvoice = async () => {
    try {
      const invoice = await create.mutateAsync({ order_id: order.id });
      toastSuccess(`Invoice ${invoice.number} made`);
    } catch {
      // The alert below shows create.error.
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Invoice">
      <Stack gap="xs">
        <Title order={5}>Invoice</Title>
        {invoices.isLoading && <Loader size="sm" />}
        <FormErrorAlert error={invoices.error} />
        {rows.map((invoice) => (
          <Group key={invoice.id} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/billing/invoices/${invoice.id}`} fw={600}>
                {invoice.number}
              </Anchor>
              <InvoiceStatusBadge invoice={invoice} />
            </Group>
            <Text size="sm">
              Total <Money value={invoice.total} /> · Balance due <Money value={invoice.balance_due} />
            </Text>
            {invoice.status !== 'Cancelled' && <EwbSummary invoiceId={invoice.id} />}
          </Group>
        ))}
        {invoices.data && !live && (
          <Text size="sm" c="dimmed">
            {rows.length === 0 ? 'No invoice yet.' : 'Its invoice was cancelled; no invoice is open for it.'}
          </Text>
        )}
        {notConfigured ? (
          <Alert color="red" variant="light" role="alert">
            {INVOICE_TEXT.notConfigured}{' '}
            <Anchor component={Link} to="/billing/settings" size="sm" fw={600}>
              Open Company &amp; Tax
            </Anchor>
          </Alert>
        ) : (
          <FormErrorAlert error={create.error} />
        )}
        {staff && invoices.data && !live && (
          <Group>
            <Button leftSection={<IconFileInvoice size={16} />} loading={create.isPending} onClick={() => void makeInvoice()}>
              Make invoice
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
