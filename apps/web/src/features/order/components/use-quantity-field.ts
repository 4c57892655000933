import { orderItemQuantitySchema } from '@steelworks/contract/order';
import { useState } from 'react';

/**
 * A whole quantity typed as text, as the order form and the addon picker take it: its message clears as soon as it
 * is changed, and `check` judges it by the server's rule and words (1 to 10,000; a negative or "2.5" is refused,
 * never made positive or rounded).
 */
export function useQuantityField(initial: string, fallbackMessage: string | null = null) {
  const [value, setValue] = useState<string>(initial);
  const [error, setError] = useState<string | null>(null);
  /** The checked quantity, or null with its message shown under the field. */
  const check = (): number | null => {
    const checked = orderItemQuantitySchema.shape.quantity.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? fallbackMessage);
      return null;
    }
    setError(null);
    return checked.data;
  };
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, setValue, error, onChange, check };
}
