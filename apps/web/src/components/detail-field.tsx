import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over a value, as the detail cards show account fields. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {value === null || value === undefined || value === '' ? '-' : value}
      </Text>
    </div>
  );
}
