import { Loader, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { useParams } from 'react-router';
import { PrintToolbar } from '../../../../components/print-toolbar';
import { VoucherSheet } from '../../payments/components/voucher-sheet';
import { useRefund } from '../api/get-refund';

/** /billing/refunds/:id/print — the refund voucher (rule 51) on an A4 page, naming the receipts whose advance it returns. */
export default function RefundPrintPage() {
  const { id = '' } = useParams();
  const refund = useRefund(id);
  if (!refund.data) return refund.isLoading ? <Loader /> : null;
  const r = refund.data;
  const facts = [
    { label: 'Refund number', value: r.number },
    { label: 'Date', value: formatDisplayDate(r.refund_date) },
    { label: 'Amount refunded', value: formatRupees(r.amount) },
    { label: 'Mode', value: [paymentModeLabel(r.mode), r.reference].filter(Boolean).join(' ') },
    { label: 'Reason', value: r.reason },
  ];
  return (
    <>
      <PrintToolbar backTo="/billing/refunds" backLabel="Refunds" />
      <VoucherSheet title="REFUND VOUCHER" company={r.company} dealer={r.dealer} dealerHeading="Paid to" facts={facts} amountWords={r.amount_words}>
        <Text size="sm" fw={600}>
          Against receipts
        </Text>
        <Table aria-label="Receipts refunded" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Receipt</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.receipts.map((receipt) => (
              <Table.Tr key={receipt.payment_id}>
                <Table.Td>{receipt.receipt_number}</Table.Td>
                <Table.Td>{formatDisplayDate(receipt.received_on)}</Table.Td>
                <Table.Td ta="right">{formatRupees(receipt.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VoucherSheet>
    </>
  );
}
