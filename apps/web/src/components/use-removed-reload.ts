import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list opened as `?removed` (a detail page sends the person back there after a deletion) reloads `queryKey` and drops
 * the flag from the URL, so the removed row is gone and a reload does not reload again.
 */
export function useRemovedReload(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const removed = params.has('removed');
  useEffect(() => {
    if (!removed) return;
    void queryClient.invalidateQueries({ queryKey });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('removed');
        return next;
      },
      { replace: true },
    );
  }, [removed, queryClient, setParams, queryKey]);
}
