import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface RefreshLinkProps {
  /** Refetches every query whose key starts with this one. */
  queryKey?: QueryKey;
  /** Or do something else (e.g. a refetch from a hook). */
  onRefresh?: () => void;
  label?: string;
}

/** A small "Refresh" button that reloads the data of a page without reloading the page. */
export function RefreshLink({ queryKey, onRefresh, label = 'Refresh' }: RefreshLinkProps) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching(queryKey ? { queryKey } : undefined) > 0;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconRefresh size={16} />}
      loading={fetching && !!queryKey}
      onClick={() => {
        if (queryKey) void queryClient.invalidateQueries({ queryKey });
        onRefresh?.();
      }}
    >
      {label}
    </Button>
  );
}
