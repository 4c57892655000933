import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastError, toastSuccess } from '../toast';
import { i18n } from '../i18n/i18n';
import type { QueuedAction } from './offline-queue';
import { startQueueSender } from './queue-sender';
import { registerServiceWorker } from './register-sw';

/**
 * Started by the signed-in layout after its first render: the service worker, and the queue's sender, which from then
 * on sends what was tapped (also what was left from before the app was closed), reloads what an action changed and
 * says how it went.
 */
export function useQueueSender(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onDone = (action: QueuedAction, answer: unknown) => {
      for (const queryKey of action.reloads) void queryClient.invalidateQueries({ queryKey });
      const when = action.doneTextWhen;
      const fields = (answer ?? {}) as Record<string, unknown>;
      const text = when && fields[when.field] ? i18n.t(when.text, fields) : action.doneText;
      if (text) toastSuccess(text);
    };
    const onFailed = (action: QueuedAction, message: string) => {
      for (const queryKey of action.reloads) void queryClient.invalidateQueries({ queryKey });
      toastError(message, action.label);
    };
    registerServiceWorker();
    return startQueueSender({ onDone, onFailed });
  }, [queryClient]);
}
