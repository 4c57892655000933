import { formatRupees } from '@steelworks/contract/common/money-format';

/** An amount in rupees ("₹1,250.00") from a two-decimal string or a number. */
export function Money({ value }: { value: string | number | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(value)}</span>;
}
