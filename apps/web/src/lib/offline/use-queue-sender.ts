import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastError, toastSuccess } from '../toast';
import { doneTextFor, senderHooks, startQueueSender } from './queue-sender';
import { registerServiceWorker } from './register-sw';

/**
 * Started by the signed-in layout after its first render: the service worker, and the queue's sender, which from then
 * on sends what was tapped (also what was left from before the app was closed), reloads what an action changed and
 * says how it went.
 */
export function useQueueSender(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    senderHooks.onDone = (action, answer) => {
      for (const queryKey of action.reloads) void queryClient.invalidateQueries({ queryKey });
      const text = doneTextFor[action.kind]?.(answer) ?? action.doneText;
      if (text) toastSuccess(text);
    };
    senderHooks.onFailed = (action, message) => {
      for (const queryKey of action.reloads) void queryClient.invalidateQueries({ queryKey });
      toastError(message, action.label);
    };
    registerServiceWorker();
    return startQueueSender();
  }, [queryClient]);
}
