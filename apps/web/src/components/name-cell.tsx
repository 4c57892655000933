import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A catalogue list's name cell (products, store items): the name in bold, what marks the record below it. */
export function NameCell({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {children}
    </Stack>
  );
}
