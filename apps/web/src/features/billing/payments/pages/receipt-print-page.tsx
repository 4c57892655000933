import { Loader, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { useParams } from 'react-router';
import { PrintToolbar } from '../../../../components/print-toolbar';
import { useReceipt } from '../api/get-receipt';
import { VoucherSheet } from '../components/voucher-sheet';

/** /billing/payments/:id/receipt — the payment's receipt voucher (rule 50) alone on an A4 page. */
export default function ReceiptPrintPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  if (!receipt.data) return receipt.isLoading ? <Loader /> : null;
  const r = receipt.data;
  const p = r.payment;
  const facts = [
    { label: 'Receipt number', value: r.number },
    { label: 'Date', value: formatDisplayDate(r.date) },
    { label: 'Amount received', value: formatRupees(p.amount) },
    { label: 'Mode', value: [paymentModeLabel(p.mode), p.mode === 'cheque' ? p.cheque_number : p.reference].filter(Boolean).join(' ') },
    ...(p.tds_amount !== '0.00' ? [{ label: `TDS deducted (${p.tds_section ?? ''}, ${p.tds_quarter ?? ''})`, value: formatRupees(p.tds_amount) }] : []),
    ...(p.status === 'Reversed' ? [{ label: 'Status', value: `Reversed on ${formatDisplayDate(p.reversed_on)}` }] : []),
  ];
  return (
    <>
      <PrintToolbar backTo={`/billing/payments/${p.id}`} backLabel={`Payment #${p.id}`} />
      <VoucherSheet title="RECEIPT VOUCHER" company={r.company} dealer={r.dealer} dealerHeading="Received from" facts={facts} amountWords={r.amount_words}>
        <Text size="sm" fw={600}>
          Against
        </Text>
        {p.allocations.length === 0 ? (
          <Text size="sm">Advance</Text>
        ) : (
          <Table aria-label="Settled invoices" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.allocations.map((a) => (
                <Table.Tr key={a.invoice_id}>
                  <Table.Td>{a.invoice_number}</Table.Td>
                  <Table.Td ta="right">{formatRupees(a.amount)}</Table.Td>
                </Table.Tr>
              ))}
              {p.unallocated !== '0.00' && (
                <Table.Tr>
                  <Table.Td>Advance</Table.Td>
                  <Table.Td ta="right">{formatRupees(p.unallocated)}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </VoucherSheet>
    </>
  );
}
