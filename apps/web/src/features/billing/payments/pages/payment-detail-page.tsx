import { Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Money, MoneyCell } from '../../../../components/money';
import { PageHeader } from '../../../../components/page-header';
import { DocumentActions, DocumentSendLog } from '../../sending/components/document-sending';
import { right, PlainTable } from '../../../../components/table-head';
import { getRole } from '../../../../lib/session';
import { DetailField } from '../../../../components/detail-field';
import { usePayment } from '../api/get-payment';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { reversalLabel, ReversalModal } from '../components/reversal-modal';

/**
 * /billing/payments/:id — amount, mode (a cheque's number, date and bank), the invoices it paid, the advance left;
 * staff record a bounce (with the bank's charges) or a reversal, or cancel a post-dated cheque.
 */
export default function PaymentDetailPage() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const staff = canAccess(getRole(), 'billing');
  const [reversing, setReversing] = useState(false);
  const p = payment.data;
  const title = p ? `Payment #${p.id}` : 'Payment';

  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: 'Payments', to: '/billing/payments' }]}
        actions={
          p && (
            <Group gap="xs">
              {p.receipt_number && (
                <>
                  <Button component={Link} to={`/billing/payments/${p.id}/receipt`} variant="light" leftSection={<IconPrinter size={16} />}>
                    Print receipt
                  </Button>
                  <DocumentActions doc={{ kind: 'receipt', id: p.id }} staff={staff} />
                </>
              )}
              {staff && p.status !== 'Reversed' && (
                <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={() => setReversing(true)}>
                  {p.status === 'Post-dated' ? 'Cancel cheque' : 'Record bounce / reverse'}
                </Button>
              )}
            </Group>
          )
        }
      />
      {!p ? (
        <Center py="xl">{!payment.error && <Loader />}</Center>
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <DetailField label="Receipt" value={p.receipt_number ?? `On the cheque's date, ${formatDisplayDate(p.cheque_date)}`} />
              <DetailField label="Dealer" value={p.dealer_name} />
              <DetailField label="Amount" value={<Money value={p.amount} />} />
              <DetailField label="Date received" value={formatDisplayDate(p.received_on)} />
              <DetailField label="Mode" value={paymentModeLabel(p.mode)} />
              {p.mode === 'cheque' && <DetailField label="Cheque number" value={p.cheque_number} />}
              {p.mode === 'cheque' && <DetailField label="Cheque date" value={p.cheque_date ? formatDisplayDate(p.cheque_date) : '-'} />}
              {p.mode === 'cheque' && <DetailField label="Bank" value={p.cheque_bank || '-'} />}
              <DetailField label="Reference" value={p.reference || '-'} />
              <DetailField label="Status" value={<PaymentStatusBadge status={p.status} />} />
              <DetailField label="Allocated" value={<Money value={p.allocated} />} />
              {p.tds_amount !== '0.00' && <DetailField label={`TDS (${p.tds_section ?? ''}, ${p.tds_quarter ?? ''})`} value={<Money value={p.tds_amount} />} />}
              {p.refunded !== '0.00' && <DetailField label="Refunded" value={<Money value={p.refunded} />} />}
              <DetailField label="Advance left" value={<Money value={p.unallocated} />} />
              {p.note && <DetailField label="Note" value={p.note} />}
              {p.status === 'Reversed' && (
                <DetailField label={`${reversalLabel(p)} on`} value={`${formatDisplayDate(p.reversed_on)}: ${p.reversal_reason ?? ''}`} />
              )}
              {p.bank_charges_note && (
                <DetailField
                  label="Bank charges"
                  value={
                    <Anchor component={Link} to={`/billing/credit-notes/${p.bank_charges_note.id}`}>
                      <Money value={p.bank_charges_note.total} />, debit note {p.bank_charges_note.number}
                    </Anchor>
                  }
                />
              )}
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={5} mb="xs">
              Allocated to invoices
            </Title>
            {p.allocations.length === 0 ? (
              <Text size="sm" c="dimmed">
                {p.status === 'Reversed'
                  ? 'Nothing: the reversal released what it paid.'
                  : p.status === 'Post-dated'
                    ? "Nothing yet: a post-dated cheque pays on its date."
                    : 'None yet: the whole amount is an advance.'}
              </Text>
            ) : (
              <PlainTable label="Allocations" head={['Invoice', right('Amount')]}>
                {p.allocations.map((allocation) => (
                  <Table.Tr key={allocation.invoice_id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/billing/invoices/${allocation.invoice_id}`}>
                        {allocation.invoice_number}
                      </Anchor>
                    </Table.Td>
                    <MoneyCell value={allocation.amount} />
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
          </Card>
          <DocumentSendLog doc={{ kind: 'receipt', id: p.id }} />
          {staff && <ReversalModal payment={p} opened={reversing} onClose={() => setReversing(false)} />}
        </Stack>
      )}
    </>
  );
}
