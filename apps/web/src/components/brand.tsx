import { Group, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';

/** The product's name with its mark, as the header and the first screen's loading page show it. */
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <IconBuildingFactory2 size={26} color="var(--mantine-color-indigo-6)" />
      <Text fw={700} size="lg">
        Steelworks
      </Text>
    </Group>
  );
}
