// The date picker's styles travel with it, so screens without a date field (the sign-in ones) do not load them.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

/** "02-11-2026", "2/11/2026", "02.11.2026" or "2026-11-02" -> "2026-11-02"; null when it is no day of the calendar. */
function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!year || !month || !day) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'> & {
  /** YYYY-MM-DD, or '' (or nothing) for no date. */
  value?: string | null;
  onChange: (value: string) => void;
  /** Earliest and latest day that can be picked (YYYY-MM-DD). */
  min?: string;
  max?: string;
};

/**
 * The one date input of the app: shown, typed and picked as DD-MM-YYYY whatever the browser's language (a native
 * date input shows mm/dd/yyyy in an English browser), while the value stays YYYY-MM-DD as the API takes it.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  return (
    <DateInput
      placeholder="DD-MM-YYYY"
      {...props}
      valueFormat="DD-MM-YYYY"
      dateParser={parseDisplayDate}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      minDate={min}
      maxDate={max}
      // An empty field with a range opens on the month of its value, else of its latest day (today for daily work),
      // not on the month of its earliest day.
      defaultDate={value || max || undefined}
    />
  );
}
