import { Group, Text } from '@mantine/core';

/** The year and a design credit. */
export function AppFooter() {
  return (
    <Group justify="space-between" gap="xs" py="md" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" c="dimmed">
        {new Date().getFullYear()} © Steelworks.
      </Text>
      <Text size="sm" c="dimmed">
        Design &amp; Develop by Steelworks IT
      </Text>
    </Group>
  );
}
