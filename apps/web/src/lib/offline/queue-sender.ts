import { ApiError, apiRequest, mayRetry } from '../api-client';
import { getUser } from '../session';
import {
  fillInEarlierId,
  makeAllDue,
  patchAction,
  onQueueChange,
  refreshQueue,
  removeAction,
  type QueuedAction,
  type QueuedBody,
} from './offline-queue';
import { OFFLINE_TEXT } from './offline-text';

/**
 * Sends the queue (docs/decisions/033): one action at a time, in the order tapped, each with its Idempotency-Key, the
 * tap time and the send time. What the answer means (docs/decisions/033-offline-queue-keys-and-tap-times.md):
 * - 2xx: done, the action leaves the queue; a later action waiting for its id gets it;
 * - 400/403/404/409/422/413: failed, kept with the server's message until the user retries or discards it;
 * - 401: the session ended; everything waits until the account signs in again;
 * - no network, 5xx, 429, or the server still working on the same key (`key_in_progress`): waits, tried again with a
 *   growing pause.
 */

/** Sends one copy of an action; answers the parsed body of a 2xx, throws ApiError otherwise. */
type ActionSender = (action: QueuedAction, sentAt: string) => Promise<unknown>;

const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** The pause before the next try after `attempts` tries that did not reach the server: 5 s, 10 s, 20 s ... 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/** What the app does when an action landed (reload what it changed and say so) or failed (say why). */
export interface SenderHooks {
  onDone?: (action: QueuedAction, answer: unknown) => void;
  onFailed?: (action: QueuedAction, message: string) => void;
}

export function bodyToSend(body: QueuedBody): unknown {
  if (body.type === 'json') return body.value;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.set(name, value);
  if (body.file) form.set(body.file.field, new Blob([body.file.data], { type: body.file.type }), body.file.name);
  return form;
}

/** The project's api client does the sending, so the token, the 401 handling and the error messages are the same. */
const sendWithApi: ActionSender = (action, sentAt) =>
  apiRequest<unknown>(action.path, {
    method: action.method,
    body: bodyToSend(action.body),
    headers: { 'Idempotency-Key': action.id, 'X-Tapped-At': action.tappedAt, 'X-Sent-At': sentAt },
  });

type Verdict = 'done' | 'retry' | 'signed-out' | 'failed';

/**
 * Decided by the answer's code, never its message. Two writes meeting (`concurrent_change`) is failed like any 409:
 * the user's Retry sends the same key again, and the server, which did not keep that answer, runs it again.
 */
function verdictOf(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return error instanceof DOMException && error.name === 'AbortError' ? 'retry' : 'failed';
  if (error.code === 'unauthorized') return 'signed-out';
  if (error.code !== 'concurrent_change' && mayRetry(error)) return 'retry';
  return 'failed';
}

export interface DrainOptions extends SenderHooks {
  send?: ActionSender;
  now?: () => number;
  user?: string | null;
}

let running: Promise<void> | undefined;
let runAgain = false;

/**
 * Sends every due action of the signed-in account, oldest first. A second call while one runs makes it look once
 * more at the end instead of sending in parallel (one at a time keeps the order the server sees).
 */
export function drainQueue(options: DrainOptions = {}): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        runAgain = false;
        await withQueueLock(() => sendDueActions(options));
      } while (runAgain);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Two tabs of the app share the queue: a Web Lock lets only one of them send at a time (where the browser has it). */
async function withQueueLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  await locks.request('steelworks-offline-queue', { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

async function sendDueActions({ send = sendWithApi, now = Date.now, user = getUser(), onDone, onFailed }: DrainOptions): Promise<void> {
  if (!user) return;
  for (const stored of (await refreshQueue()).filter((a) => a.user === user)) {
    // Re-read: an earlier action of this run may have filled in this one's id, or the user discarded it meanwhile.
    const queue = await refreshQueue();
    const fresh = queue.find((a) => a.id === stored.id);
    if (!fresh || fresh.status === 'failed') continue;
    if (fresh.dependsOn) {
      // The earlier action is still there (it failed): this one waits behind it. It is gone without having given its
      // id (a landed one fills the id in before it leaves): it was discarded, and this one cannot be sent.
      if (queue.some((a) => a.id === fresh.dependsOn)) continue;
      await patchAction(fresh.id, { status: 'failed', error: OFFLINE_TEXT.dependsOnDiscarded });
      continue;
    }
    // Its pause after a network failure is not over: the later ones wait too, so the server sees the taps in order.
    if (fresh.nextTryAt > now()) break;

    await patchAction(fresh.id, { status: 'sending' });
    await refreshQueue();
    let answer: unknown;
    let verdict: Verdict;
    let error: unknown;
    try {
      answer = await send(fresh, new Date(now()).toISOString());
      verdict = 'done';
    } catch (caught) {
      error = caught;
      verdict = verdictOf(caught);
    }

    if (verdict === 'done') {
      const id = (answer as { id?: unknown } | null | undefined)?.id;
      if (typeof id === 'number') await fillInEarlierId(fresh.id, id);
      await removeAction(fresh.id);
      await refreshQueue();
      onDone?.(fresh, answer);
      continue;
    }
    // "Something Went Wrong" says nothing about a phone without signal: say what happens next instead.
    const message = error instanceof ApiError && error.status === 0 ? OFFLINE_TEXT.noNetwork : error instanceof Error ? error.message : String(error);
    if (verdict === 'failed') {
      await patchAction(fresh.id, { status: 'failed', error: message, attempts: fresh.attempts + 1 });
      await refreshQueue();
      onFailed?.(fresh, message);
      continue;
    }
    // Not reached, or the session ended: back to waiting; a 401 is no failed try (it waits for the next sign-in).
    const attempts = verdict === 'retry' ? fresh.attempts + 1 : fresh.attempts;
    await patchAction(fresh.id, { status: 'waiting', error: message, attempts, nextTryAt: verdict === 'retry' ? now() + backoffMs(attempts) : 0 });
    break;
  }
  await refreshQueue();
}

// --- When the sender runs: at start, after every change, when the network returns, and on a timer ---

const TICK_MS = 5_000;
let stopSender: (() => void) | undefined;

/** Starts sending for the signed-in layout (once; later calls reuse the running sender). Answers a stop function. */
export function startQueueSender(hooks: SenderHooks): () => void {
  if (stopSender) return stopSender;
  const run = () => void drainQueue(hooks).catch(() => undefined);
  const online = () => void makeAllDue().then(run, run);
  const stopListening = onQueueChange(run);
  window.addEventListener('online', online);
  // The timer only sends what is due (a backoff that ran out); a phone that never saw 'online' still gets there.
  const timer = window.setInterval(run, TICK_MS);
  // Actions left from before the app was closed: a copy that was being sent then is simply sent again (same key).
  void refreshQueue()
    .then(async (actions) => {
      for (const action of actions) if (action.status === 'sending') await patchAction(action.id, { status: 'waiting' });
    })
    .then(run, run);
  stopSender = () => {
    window.removeEventListener('online', online);
    window.clearInterval(timer);
    stopListening();
    stopSender = undefined;
  };
  return stopSender;
}
