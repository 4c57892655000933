import { Table } from '@mantine/core';
import { formatCents } from '@steelworks/contract/common/money';
import { MoneyCell } from '../../../components/money';

/** One figure: its label and amount (a two-decimal string, or paise); `strong` for a total. */
export type MoneyRow = { label: string; value: string | bigint; strong?: boolean };

/** A bill's or a note's figures, label left and amount right, narrow enough for a phone. */
export function MoneyRows({ label, rows }: { label: string; rows: MoneyRow[] }) {
  return (
    <Table aria-label={label} maw={420} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} fw={row.strong ? 700 : undefined}>
            <Table.Td>{row.label}</Table.Td>
            <MoneyCell value={typeof row.value === 'bigint' ? formatCents(row.value) : row.value} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The GST heads that apply: CGST and SGST within the state, IGST from another, as rows. */
export function gstRows(tax: { cgst: string | bigint; sgst: string | bigint; igst: string | bigint }, interState: boolean): MoneyRow[] {
  return interState
    ? [{ label: 'IGST', value: tax.igst }]
    : [
        { label: 'CGST', value: tax.cgst },
        { label: 'SGST', value: tax.sgst },
      ];
}
