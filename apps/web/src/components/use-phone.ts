import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` (768 px) a table needs sideways scrolling on a phone: rows become cards there. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-wide screen; read at the first render in the browser, so a phone never draws the table first. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
