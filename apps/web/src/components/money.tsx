import { Table } from '@mantine/core';
import { formatRupees } from '@steelworks/contract/common/money-format';

type Amount = string | number | null | undefined;

/** An amount in rupees ("₹1,250.00") from a two-decimal string or a number. */
export function Money({ value }: { value: Amount }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(value)}</span>;
}

/** A table cell with an amount, right-aligned like every figure column. */
export function MoneyCell({ value }: { value: Amount }) {
  return (
    <Table.Td ta="right">
      <Money value={value} />
    </Table.Td>
  );
}

/** A footer cell with a total amount, right-aligned under its column. */
export function MoneyTotalCell({ value }: { value: Amount }) {
  return (
    <Table.Th ta="right">
      <Money value={value} />
    </Table.Th>
  );
}
