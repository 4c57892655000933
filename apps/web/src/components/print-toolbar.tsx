import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Above a printable sheet: back to its page, the browser's print (A4, set by the sheet's PrintPage) and `children`; not printed. */
export function PrintToolbar({ backTo, backLabel, children }: { backTo: string; backLabel: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" className="no-print" wrap="wrap" gap="xs">
      <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
        {backLabel}
      </Button>
      <Group gap="xs" wrap="wrap">
        {children}
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Group>
  );
}
