import type { ReactElement } from 'react';
import { useHeaderPopups } from './first-use';

/** Mantine's Tooltip for a header button, once the header's popups are loaded (first-use.ts). */
export function HoverTip({ label, children }: { label: string; children: ReactElement }) {
  const popups = useHeaderPopups();
  if (!popups) return children;
  return <popups.Tooltip label={label}>{children}</popups.Tooltip>;
}
