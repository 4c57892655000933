import { useRef } from 'react';
import { OFFLINE_HEADERS } from '@steelworks/contract/common/errors';
import { ApiError, mayRetry } from './api-client';
import { newIdempotencyKey } from './offline/offline-queue';

/** What a keyed write passes on to `api.post`, `put` or `patch`. */
export type WriteOptions = { headers: Record<string, string> };

/**
 * Gives a write that moves money or stock an `Idempotency-Key` (docs/decisions/033), so a double click or a try
 * again after a timeout lands once on the server. Called where the form or list that writes is shown (inside the
 * feature's mutation hook: `useReloadingMutation(useWriteKey(write), ...)`), it keeps a key per write of that form,
 * a write being its values (as JSON tells them apart; no FormData): every try of the same values sends the same key
 * until the server has answered for good (a success or a refusal), and the next write gets a new one. Different
 * values on the same screen (Provide on another row while the first is still on its way) are another write with a
 * key of their own.
 */
export function useWriteKey<TVariables, TData>(
  write: (variables: TVariables, options: WriteOptions) => Promise<TData>,
): (variables: TVariables) => Promise<TData> {
  // The values (as JSON) of each write not yet answered for good, and its key.
  const open = useRef(new Map<string, string>());
  return async (variables: TVariables) => {
    const values = JSON.stringify(variables) ?? '';
    const key = open.current.get(values) ?? newIdempotencyKey();
    open.current.set(values, key);
    // A second copy of the same try (the double click) may have closed it already.
    const close = () => open.current.get(values) === key && open.current.delete(values);
    try {
      const answer = await write(variables, { headers: { [OFFLINE_HEADERS.idempotencyKey]: key } });
      close();
      return answer;
    } catch (error) {
      if (isAnsweredForGood(error)) close();
      throw error;
    }
  };
}

/**
 * Whether the server decided this write, so its key would only replay the answer. Not for good: no answer (the
 * network) or an answer the contract lists as worth sending again (`mayRetry`: a server fault, 429, a first copy still
 * running, two writes meeting); sent again under the same key, such a write still lands at most once.
 */
function isAnsweredForGood(error: unknown): boolean {
  return error instanceof ApiError && !mayRetry(error);
}
