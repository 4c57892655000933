import { Anchor, Button, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import { supplierPaymentReversalInputSchema, type SupplierPaymentDetail } from '@steelworks/contract/supplier-payment';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { Money, MoneyCell } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { ReasonConfirmModal } from '../../../components/reason-confirm-modal';
import { right, PlainTable } from '../../../components/table-head';
import { toastSuccess } from '../../../lib/toast';
import { useReverseSupplierPayment, useSupplierPayment } from '../api/supplier-payments-api';
import { SupplierPaymentStatus } from '../components/supplier-payment-status';

/** "Cheque bounced" for a cheque, "Reverse payment" for any other mode. */
const reversalLabel = (p: Pick<SupplierPaymentDetail, 'mode'>) => (p.mode === 'cheque' ? 'Cheque bounced' : 'Reverse payment');

function ReverseDialog({ payment, opened, onClose }: { payment: SupplierPaymentDetail; opened: boolean; onClose: () => void }) {
  const reverse = useReverseSupplierPayment(payment.id);
  const label = reversalLabel(payment);
  return (
    <ReasonConfirmModal
      opened={opened}
      onClose={onClose}
      label={label}
      placeholder={payment.mode === 'cheque' ? 'Returned unpaid by the bank' : 'Entered twice'}
      consequence="The payment is marked Reversed, the bills it paid are open again and the ledger owes the supplier its amount back."
      schema={supplierPaymentReversalInputSchema}
      reasonRequired={PAYABLES_TEXT.reversalReason}
      send={(reason, done, failed) =>
        reverse.mutate(reason, {
          onSuccess: () => {
            toastSuccess(`${label}: recorded`);
            done();
          },
          onError: failed,
        })
      }
      pending={reverse.isPending}
      error={reverse.error}
      reset={reverse.reset}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /purchase/payments/:id: the payment, the bills it paid (and what a reversal released), the ledger rows it posted,
 * and Reverse (a bounced cheque or a wrong entry) with a reason and a confirmation while it counts.
 */
export default function SupplierPaymentPage() {
  const { id = '' } = useParams();
  const payment = useSupplierPayment(id);
  const [reversing, setReversing] = useState(false);
  const p = payment.data;
  const advance = p && p.status === 'Paid' ? formatCents(toCents(p.amount) - toCents(p.allocated)) : '0.00';
  return (
    <>
      <PageHeader
        title={p ? `Payment #${p.id}` : 'Payment'}
        trail={[{ label: 'Buying' }, { label: 'Supplier Payments', to: '/purchase/payments' }]}
        actions={
          p?.status === 'Paid' && (
            <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={() => setReversing(true)}>
              {reversalLabel(p)}
            </Button>
          )
        }
      />
      {!p ? (
        <Center py="xl">{payment.error ? <Text c="red">The payment could not be loaded.</Text> : <Loader />}</Center>
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <DetailField
                label="Supplier"
                value={
                  <Anchor component={Link} to={`/purchase/suppliers/${p.supplier}`}>
                    {p.supplier_name}
                  </Anchor>
                }
              />
              <DetailField label="Amount" value={<Money value={p.amount} />} />
              <DetailField label="Date paid" value={formatDisplayDate(p.paid_on)} />
              <DetailField label="Mode" value={paymentModeLabel(p.mode)} />
              {p.mode === 'cheque' && <DetailField label="Cheque number" value={p.cheque_number} />}
              <DetailField label="Reference" value={p.reference} />
              <DetailField label="Status" value={<SupplierPaymentStatus status={p.status} />} />
              <DetailField label="On bills" value={<Money value={p.allocated} />} />
              <DetailField label="Advance" value={<Money value={advance} />} />
              {p.note && <DetailField label="Note" value={p.note} />}
              {p.status === 'Reversed' && <DetailField label={`${reversalLabel(p)} on`} value={`${formatDisplayDate(p.reversed_on)}: ${p.reversal_reason}`} />}
            </SimpleGrid>
          </Card>
          <Section title="Bills paid">
            {p.allocations.length === 0 ? (
              <Text size="sm" c="dimmed">
                None: the whole amount {p.status === 'Reversed' ? 'was' : 'is'} an advance.
              </Text>
            ) : (
              <PlainTable minWidth={0} label="Bills paid" head={['Bill', right('Paid'), right('Released')]}>
                {p.allocations.map((a) => (
                  <Table.Tr key={a.bill}>
                    <Table.Td>
                      <Anchor component={Link} to={`/purchase/bills/${a.bill}`}>
                        {a.number}
                      </Anchor>
                    </Table.Td>
                    <MoneyCell value={a.amount} />
                    <MoneyCell value={a.released} />
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
          </Section>
          <Section title="Ledger">
            <PlainTable minWidth={0} label="Ledger" head={['Date', 'Entry', right('Amount'), right('We owe after')]}>
              {p.ledger.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <DateText value={row.entry_date} />
                  </Table.Td>
                  <Table.Td>{row.description}</Table.Td>
                  <MoneyCell value={row.amount} />
                  <MoneyCell value={row.balance} />
                </Table.Tr>
              ))}
            </PlainTable>
          </Section>
          <ReverseDialog payment={p} opened={reversing} onClose={() => setReversing(false)} />
        </Stack>
      )}
    </>
  );
}
