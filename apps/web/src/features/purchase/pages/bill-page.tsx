import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toCents } from '@steelworks/contract/common/money';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { DEBIT_NOTE_REASON_LABELS, PAYABLES_TEXT, type SupplierBillDetail } from '@steelworks/contract/payables';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useBill } from '../api/bills-api';
import { BillStatus } from '../components/bill-status';
import { DebitNoteModal } from '../components/debit-note-modal';
import { Documents } from '../components/documents-table';
import { gstRows, MoneyRows } from '../components/money-rows';

const plain = (quantity: string) => String(Number(quantity));

/** What a line was matched to: the receipt (and its order), and what was received and ordered when the bill differs. */
function matchOf(line: SupplierBillDetail['lines'][number]) {
  return (
    <>
      {line.receipt_number}
      {line.purchase_order !== null && (
        <>
          {' · '}
          <Anchor component={Link} to={`/purchase/orders/${line.purchase_order}`}>
            {line.purchase_order_number}
          </Anchor>
        </>
      )}
      {line.mismatch && (
        <Text size="xs" c="orange.8">
          Accepted mismatch: {line.mismatch}
        </Text>
      )}
    </>
  );
}

/**
 * /purchase/bills/:id: a supplier's bill with its lines and the receipts and orders they match, its taxes, TDS, what
 * was paid and debited, what is still to pay, and its payments and debit notes; "Debit Note" for returns and short
 * supply (issue 45 points 4-5).
 */
export default function BillPage() {
  const id = Number(useParams().id);
  const { data: bill, error } = useBill(id);
  const [noting, setNoting] = useState(false);
  if (error) return <Alert color="red">{(error as Error).message}</Alert>;
  if (!bill) return <Loader />;
  const open = toCents(bill.due) > 0n;
  const interState = toCents(bill.igst) > 0n;
  return (
    <>
      <PageHeader
        title={`Bill ${bill.number}`}
        trail={[{ label: 'Buying' }, { label: PAYABLES_TEXT.bills, to: '/purchase/bills' }]}
        actions={
          open && (
            <Group gap="xs">
              <Button variant="light" onClick={() => setNoting(true)}>
                Debit Note
              </Button>
              <Button component={Link} to={`/purchase/payments/new?supplier=${bill.supplier}&bill=${bill.id}`}>
                Pay
              </Button>
            </Group>
          )
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <DetailField label="Supplier" value={<Anchor component={Link} to={`/purchase/suppliers/${bill.supplier}`}>{bill.supplier_name}</Anchor>} />
            <DetailField label="Bill date" value={<DateText value={bill.bill_date} />} />
            <DetailField label="Due" value={<DateText value={bill.due_date} />} />
            <DetailField label="Status" value={<BillStatus status={bill.status} />} />
          </SimpleGrid>
        </Paper>
        {bill.mismatch_reason && (
          <Alert color="orange" title="Entered with a mismatch">
            {bill.mismatch_reason}
          </Alert>
        )}
        <Documents
          title="Lines"
          empty="No lines"
          head={['Item', 'Received / order', 'Quantity', 'Rate', 'GST', 'Amount']}
          rows={bill.lines.map((line) => [
            line.name,
            matchOf(line),
            `${plain(line.quantity)} ${line.unit}`,
            <Money value={line.rate} key="r" />,
            `${plain(line.gst_rate)}%`,
            <Money value={line.amount} key="a" />,
          ])}
        />
        <MoneyRows
          label="Bill totals"
          rows={[
            { label: 'Taxable value', value: bill.taxable },
            ...gstRows(bill, interState),
            { label: 'Total', value: bill.total, strong: true },
            ...(toCents(bill.tds) > 0n ? [{ label: 'TDS under s.194Q', value: bill.tds }] : []),
            { label: 'Paid', value: bill.paid },
            { label: 'Debit notes', value: bill.debited },
            { label: 'Still to pay', value: bill.due, strong: true },
          ]}
        />
        <Documents
          title="Payments"
          empty="Nothing paid on this bill yet"
          head={['Date', 'Mode', 'Reference', 'Amount']}
          rows={bill.payments.map((p) => [
            <DateText value={p.paid_on} key="d" />,
            paymentModeLabel(p.mode),
            <Anchor component={Link} to={`/purchase/payments/${p.payment}`} key="r">
              {p.reference || 'Payment'}
            </Anchor>,
            <Money value={p.amount} key="a" />,
          ])}
        />
        <Documents
          title="Debit notes"
          empty="No debit notes"
          head={['Number', 'Date', 'Reason', 'Value', 'Total', 'Note']}
          rows={bill.debit_notes.map((n) => [
            n.number,
            <DateText value={n.note_date} key="d" />,
            DEBIT_NOTE_REASON_LABELS[n.reason],
            <Money value={n.taxable} key="v" />,
            <Money value={n.total} key="t" />,
            n.note || '-',
          ])}
        />
      </Stack>
      {open && <DebitNoteModal bill={bill} opened={noting} onClose={() => setNoting(false)} />}
    </>
  );
}
