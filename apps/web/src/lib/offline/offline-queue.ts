import { createStore, del, entries, set, update, type UseStore } from 'idb-keyval';
import { getUser } from '../session';

/**
 * The phone's queue of actions (issue 33, docs/decisions/033): every check-in, check-out, site photo, visit note,
 * work Start/Complete/Defective and cut bar tick (issue 40 point 9) is first stored here, in IndexedDB, with the time of the tap and its own
 * Idempotency-Key, and then sent by queue-sender.ts, in the order tapped, now or when the network returns. Online and
 * offline take the same path, so what a user sees while waiting is what they see when sending fails.
 */

export type ActionKind = 'check-in' | 'check-out' | 'photo' | 'note' | 'work-start' | 'work-complete' | 'work-defective' | 'cut-bar-tick';
type ActionStatus = 'waiting' | 'sending' | 'failed';

/**
 * Stands for the id of the record an earlier action creates (a visit checked in offline): in the path, a JSON value
 * or a form field of a later action that `dependsOn` it, replaced once the earlier one is answered.
 */
export const ID_FROM_EARLIER = '{id-from-earlier}';

/** A file travels as bytes: an ArrayBuffer survives IndexedDB's structured clone everywhere, a Blob not always. */
type QueuedFile = { field: string; name: string; type: string; data: ArrayBuffer };

export type QueuedBody =
  | { type: 'json'; value: Record<string, unknown> }
  | { type: 'form'; fields: Record<string, string>; file?: QueuedFile };

export interface QueuedAction {
  /** Also the Idempotency-Key: made at the tap, sent with every copy of this action. */
  id: string;
  /** Order of the taps on this phone; actions are sent in this order. */
  seq: number;
  /** The account that tapped; only it sends the action (another account signing in on the phone leaves it alone). */
  user: string;
  kind: ActionKind;
  /** What the queue's list shows: "Check in at Green Park". */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: QueuedBody;
  /** The phone's clock at the tap (ISO 8601), sent as X-Tapped-At. */
  tappedAt: string;
  /** The id of an earlier action whose answer's `id` replaces ID_FROM_EARLIER in this one. */
  dependsOn?: string;
  /**
   * The card the action belongs to: a visit (a number, or the key of the queued check-in), a work, a site or a bar of a
   * cut plan; `name` is what that card is called while the server has not answered yet (the site of a visit checked in
   * offline).
   */
  subject: { visit?: number | string; work?: number; site?: number; bar?: number; name?: string };
  /** Query keys to reload once it landed (the lists and details it changes). */
  reloads: readonly (readonly unknown[])[];
  /** The toast once it landed ("Checked in"). */
  doneText?: string;
  /**
   * The toast instead when the answer's `field` is true: `text` (in English, the key of its translation) with the
   * answer's fields in its {{placeholders}} ("Checked in, outside the site (120 m away)"). Kept with the action, so
   * it holds also when the action lands after a restart.
   */
  doneTextWhen?: { field: string; text: string };
  status: ActionStatus;
  /** Why the last try did not land: the server's message, or that the network was away. */
  error?: string;
  attempts: number;
  /** Epoch ms before which the sender does not try again (backoff after a network failure). */
  nextTryAt: number;
}

export type NewAction = Pick<QueuedAction, 'kind' | 'label' | 'method' | 'path' | 'body' | 'subject'> &
  Partial<Pick<QueuedAction, 'dependsOn' | 'tappedAt' | 'reloads' | 'doneText' | 'doneTextWhen'>>;

const ACTION_PREFIX = 'action:';
const SEQ_KEY = 'seq';

let store: UseStore | undefined;
/** Opened on first use: the login screen never touches IndexedDB. */
function queueStore(): UseStore {
  store ??= createStore('steelworks-offline-queue', 'actions');
  return store;
}

/** Tests start each case from an empty database (fake-indexeddb gives a new one per `indexedDB` reset). */
export function resetQueueStoreForTests(): void {
  store = undefined;
  snapshot = [];
}

// --- The list the screens read (a snapshot kept in memory, refreshed from IndexedDB after each change) ---

let snapshot: QueuedAction[] = [];
const listeners = new Set<() => void>();

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every stored action, oldest tap first (all accounts: the screens filter by user). */
export function getQueueSnapshot(): QueuedAction[] {
  return snapshot;
}

/** Reads the queue again from IndexedDB (at start, and after every change, also another tab's). */
export async function refreshQueue(): Promise<QueuedAction[]> {
  const all = await entries<string, unknown>(queueStore());
  // A key without its value (seen under load in the tests' in-memory IndexedDB) is no action: skipped, so that one bad
  // record cannot take down the layout that shows the queue.
  snapshot = all
    .filter(([key, value]) => typeof key === 'string' && key.startsWith(ACTION_PREFIX) && typeof value === 'object' && value !== null)
    .map(([, value]) => value as QueuedAction)
    .sort((a, b) => a.seq - b.seq);
  listeners.forEach((listener) => listener());
  return snapshot;
}

// --- Changes ---

// The sender (queue-sender.ts) listens here, to run after every change a user makes: a tap, a retry, a discard.
const changeListeners = new Set<() => void>();

export function onQueueChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function queueChanged(): void {
  changeListeners.forEach((listener) => listener());
}

/** A version 4 UUID; crypto.randomUUID exists only on https and localhost, a phone on the LAN may have neither. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores a tapped action as "waiting to send" and asks the sender to run; answers the stored action. */
export async function enqueueAction(input: NewAction, user: string | null = getUser()): Promise<QueuedAction> {
  const seq = await nextSeq();
  const action: QueuedAction = {
    reloads: [],
    ...input,
    id: newIdempotencyKey(),
    seq,
    user: user ?? '',
    tappedAt: input.tappedAt ?? new Date().toISOString(),
    status: 'waiting',
    attempts: 0,
    nextTryAt: 0,
  };
  await set(ACTION_PREFIX + action.id, action, queueStore());
  await refreshQueue();
  queueChanged();
  return action;
}

async function nextSeq(): Promise<number> {
  let value = 0;
  await update<number>(SEQ_KEY, (old) => (value = (old ?? 0) + 1), queueStore());
  return value;
}

/** Changes one stored action (its status, error, next try); a missing one (discarded meanwhile) stays missing. */
export async function patchAction(id: string, change: Partial<QueuedAction>): Promise<void> {
  await update<QueuedAction | undefined>(ACTION_PREFIX + id, (old) => (old ? { ...old, ...change } : undefined), queueStore());
}

/** Sent and answered: the action leaves the queue. */
export async function removeAction(id: string): Promise<void> {
  await del(ACTION_PREFIX + id, queueStore());
}

/** Retry of a failed action: it waits again and is sent on the sender's next run, with the same key. */
export async function retryAction(id: string): Promise<void> {
  await patchAction(id, { status: 'waiting', error: undefined, nextTryAt: 0 });
  await refreshQueue();
  queueChanged();
}

/** Discard: the action is dropped unsent (the list asks for confirmation first). */
export async function discardAction(id: string): Promise<void> {
  await removeAction(id);
  await refreshQueue();
  queueChanged();
}

/** The network is back (or the user asked): every waiting action is due now, whatever its backoff said. */
export async function makeAllDue(): Promise<void> {
  for (const action of await refreshQueue()) {
    if (action.status !== 'failed' && action.nextTryAt > 0) await patchAction(action.id, { nextTryAt: 0 });
  }
  await refreshQueue();
}

/**
 * Puts the id an earlier action's answer gave in place of ID_FROM_EARLIER in every action that depends on it, which
 * from then on depends on nothing (a check-out and photos of a visit checked in offline get the new visit's id).
 */
export async function fillInEarlierId(earlierId: string, recordId: number): Promise<void> {
  const text = String(recordId);
  const swap = (value: string) => value.split(ID_FROM_EARLIER).join(text);
  for (const action of (await refreshQueue()).filter((a) => a.dependsOn === earlierId)) {
    const body: QueuedBody =
      action.body.type === 'json'
        ? { type: 'json', value: Object.fromEntries(Object.entries(action.body.value).map(([k, v]) => [k, v === ID_FROM_EARLIER ? recordId : v])) }
        : { ...action.body, fields: Object.fromEntries(Object.entries(action.body.fields).map(([k, v]) => [k, swap(v)])) };
    const subject = action.subject.visit === earlierId ? { ...action.subject, visit: recordId } : action.subject;
    await update<QueuedAction | undefined>(
      ACTION_PREFIX + action.id,
      (old) => (old ? { ...old, path: swap(old.path), body, subject, dependsOn: undefined } : undefined),
      queueStore(),
    );
  }
}
