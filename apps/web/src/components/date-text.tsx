import { formatDate } from '../lib/format';

/** A date or date-time shown as DD-MM-YYYY (a date-time's day in the business time zone); empty when there is none. */
export function DateText({ value }: { value: string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>;
}
