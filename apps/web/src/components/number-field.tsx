import { TextInput, type TextInputProps } from '@mantine/core';

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value?: number | string | null;
  onChange: (value: string) => void;
  /** Whole numbers only (a numeric keypad on phones); decimals otherwise. */
  whole?: boolean;
};

/**
 * The one number input of the app. It keeps exactly what was typed ("-5", "1e3", "0") for the form's schema to
 * judge and answer with a message, where a number spinner would silently drop the minus, read "1e3" as 13 or raise
 * 0 to its minimum (docs/decisions/012-guards-between-steps.md).
 */
export function NumberField({ value, onChange, whole = false, ...props }: NumberFieldProps) {
  return (
    <TextInput
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
