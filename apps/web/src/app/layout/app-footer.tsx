import { Group, Text } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long nothing may load before the first screen counts as filled in. */
const QUIET_MS = 500;

/**
 * Whether the first screen has its data: nothing fetched for QUIET_MS. Until then the footer stays away, or every
 * card that arrives would push it down the screen, a layout shift on a phone's first load (issue 33 point 7).
 */
function useFirstScreenFilled(): boolean {
  const fetching = useIsFetching();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (filled || fetching > 0) return;
    const timer = window.setTimeout(() => setFilled(true), QUIET_MS);
    return () => window.clearTimeout(timer);
  }, [filled, fetching]);
  return filled;
}

/** The year and a design credit. */
export function AppFooter() {
  const filled = useFirstScreenFilled();
  if (!filled) return null;
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
