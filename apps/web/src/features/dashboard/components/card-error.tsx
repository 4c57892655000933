import { Text } from '@mantine/core';

/** A dashboard card's own read: a failure shows in the card (no toast, no 404 page), the rest of the dashboard stays. */
export const cardQueryMeta = { notFound: 'inline', silentError: true } as const;

/** The line a card shows instead of its figures when its read failed. */
export function CardError({ what, error }: { what: string; error: unknown }) {
  return (
    <Text c="red.8" size="sm" role="alert">
      Could not load {what}: {error instanceof Error ? error.message : 'Something Went Wrong'}
    </Text>
  );
}
