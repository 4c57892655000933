import { formatDisplayDate } from '@steelworks/contract/common/dates';

/** A date or date-time shown as DD-MM-YYYY; empty when there is no value. */
export function DateText({ value }: { value: string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(value)}</span>;
}
