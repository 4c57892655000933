import { Progress } from '@mantine/core';

/** The thin bar at the top of the header while the next page loads. */
export default function NavigationProgress() {
  return <Progress value={100} animated size="xs" radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />;
}
