import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@steelworks/contract/common/errors';
import { ApiError } from '../api-client';
import {
  enqueueAction,
  getQueueSnapshot,
  ID_FROM_EARLIER,
  discardAction,
  refreshQueue,
  resetQueueStoreForTests,
  retryAction,
  type NewAction,
  type QueuedAction,
} from './offline-queue';
import { OFFLINE_TEXT } from './offline-text';
import { backoffMs, bodyToSend, drainQueue } from './queue-sender';

const USER = 'field1';

/** What the fake server saw: method, path, key, tap and send times, body. */
type Sent = { method: string; path: string; key: string; tappedAt: string; sentAt: string; body: unknown };

/** A stand-in for the API: answers by path, records every copy sent. */
function fakeServer(answer: (action: QueuedAction, count: number) => unknown) {
  const sent: Sent[] = [];
  const send = async (action: QueuedAction, sentAt: string) => {
    sent.push({ method: action.method, path: action.path, key: action.id, tappedAt: action.tappedAt, sentAt, body: action.body });
    return answer(action, sent.length);
  };
  return { sent, send };
}

const networkDown = () => {
  throw new ApiError({ status: 0, statusText: 'Network Error', body: null });
};
/** A refusal as the server words it; `code` when the answer carries one of its own (else the status's generic one). */
const refused = (status: number, message: string, code?: ErrorCode) => {
  throw new ApiError({ status, statusText: '', body: { error_message: message, ...(code ? { code } : {}) } });
};

const checkIn = (site = 7): NewAction => ({
  kind: 'check-in',
  label: `Check in at Site ${site}`,
  method: 'POST',
  path: '/fieldsite/visitentry/check-in',
  body: { type: 'json', value: { fieldsite: site, latitude: 11, longitude: 76, accuracy: 8 } },
  subject: { site },
});

/** A fresh queue with one check-in, sent once at 5 s to a server that refuses it; what the queue then holds. */
async function refusedOnce(status: number, message: string, code?: ErrorCode) {
  globalThis.indexedDB = new IDBFactory();
  resetQueueStoreForTests();
  await enqueueAction(checkIn(), USER);
  await drainQueue({ send: fakeServer(() => refused(status, message, code)).send, user: USER, now: () => 5_000 });
  const [stored] = await refreshQueue();
  return stored;
}

beforeEach(() => {
  // A new, empty IndexedDB for each case.
  globalThis.indexedDB = new IDBFactory();
  resetQueueStoreForTests();
});

describe('the offline queue', () => {
  it('keeps taps in IndexedDB, in order, each with its own key and tap time, waiting to send', async () => {
    const first = await enqueueAction(checkIn(1), USER);
    const second = await enqueueAction({ ...checkIn(2), tappedAt: '2026-01-05T10:00:00.000Z' }, USER);
    const stored = await refreshQueue();
    expect(stored.map((a) => a.label)).toEqual(['Check in at Site 1', 'Check in at Site 2']);
    expect(stored.every((a) => a.status === 'waiting')).toBe(true);
    expect(first.id).not.toBe(second.id);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.tappedAt).toBe('2026-01-05T10:00:00.000Z');
  });

  it('sends in the order tapped, one at a time, with the key, the tap time and the send time', async () => {
    const a = await enqueueAction({ ...checkIn(1), tappedAt: '2026-01-05T10:00:00.000Z' }, USER);
    const b = await enqueueAction({ ...checkIn(2), kind: 'note', tappedAt: '2026-01-05T10:01:00.000Z' }, USER);
    let inFlight = 0;
    const server = fakeServer(async () => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { id: 1 };
    });
    const done: string[] = [];
    await drainQueue({ send: server.send, user: USER, now: () => Date.parse('2026-01-05T10:30:00.000Z'), onDone: (action) => done.push(action.id) });
    expect(server.sent.map((s) => s.key)).toEqual([a.id, b.id]);
    expect(server.sent[0]).toMatchObject({ tappedAt: '2026-01-05T10:00:00.000Z', sentAt: '2026-01-05T10:30:00.000Z' });
    expect(done).toEqual([a.id, b.id]);
    expect(await refreshQueue()).toEqual([]);
  });

  it('gives a check-out and photos of a visit checked in offline the id the check-in got', async () => {
    const inAction = await enqueueAction(checkIn(), USER);
    await enqueueAction(
      {
        kind: 'photo',
        label: 'Photo 1',
        method: 'POST',
        path: '/fieldsite/visit_image/',
        body: { type: 'form', fields: { visit_entry: ID_FROM_EARLIER, title: 'a.jpg' }, file: { field: 'image', name: 'a.jpg', type: 'image/jpeg', data: new Uint8Array([1, 2, 3]).buffer } },
        subject: { visit: inAction.id },
        dependsOn: inAction.id,
      },
      USER,
    );
    await enqueueAction(
      {
        kind: 'check-out',
        label: 'Check out',
        method: 'POST',
        path: `/fieldsite/visitentry/${ID_FROM_EARLIER}/check-out`,
        body: { type: 'json', value: { latitude: 11, longitude: 76, accuracy: 5 } },
        subject: { visit: inAction.id },
        dependsOn: inAction.id,
      },
      USER,
    );
    const server = fakeServer((action) => (action.kind === 'check-in' ? { id: 42 } : { id: 900 }));
    await drainQueue({ send: server.send, user: USER });
    expect(server.sent.map((s) => s.path)).toEqual(['/fieldsite/visitentry/check-in', '/fieldsite/visit_image/', '/fieldsite/visitentry/42/check-out']);
    const photoBody = server.sent[1]!.body as { fields: Record<string, string> };
    expect(photoBody.fields.visit_entry).toBe('42');
    const form = bodyToSend(server.sent[1]!.body as QueuedAction['body']) as FormData;
    expect(form.get('visit_entry')).toBe('42');
    expect((form.get('image') as File).name).toBe('a.jpg');
  });

  it('keeps an action the server refused as failed with its message, and goes on with the next one', async () => {
    const a = await enqueueAction(checkIn(1), USER);
    const b = await enqueueAction(checkIn(2), USER);
    const failures: string[] = [];
    const server = fakeServer((action) => (action.id === a.id ? refused(409, 'This work was reassigned to Ravi.') : { id: 5 }));
    await drainQueue({ send: server.send, user: USER, onFailed: (_action, message) => failures.push(message) });
    const left = await refreshQueue();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: a.id, status: 'failed', error: 'This work was reassigned to Ravi.' });
    expect(server.sent.map((s) => s.key)).toEqual([a.id, b.id]);
    expect(failures).toEqual(['This work was reassigned to Ravi.']);

    // A second run leaves the failed one alone until the user retries it.
    await drainQueue({ send: server.send, user: USER });
    expect(server.sent).toHaveLength(2);
  });

  it('keeps waiting without network (later taps wait behind it) and tries again after a growing pause', async () => {
    const a = await enqueueAction(checkIn(1), USER);
    await enqueueAction(checkIn(2), USER);
    let clock = 1_000_000;
    let online = false;
    const server = fakeServer(() => (online ? { id: 1 } : networkDown()));
    await drainQueue({ send: server.send, user: USER, now: () => clock });
    expect(server.sent.map((s) => s.key)).toEqual([a.id]);
    let stored = await refreshQueue();
    expect(stored.map((s) => s.status)).toEqual(['waiting', 'waiting']);
    expect(stored[0]!.error).toBe(OFFLINE_TEXT.noNetwork);
    expect(stored[0]!.nextTryAt).toBe(clock + backoffMs(1));

    // Before the pause is over nothing is sent; after it, the same key is sent again.
    await drainQueue({ send: server.send, user: USER, now: () => clock + 1_000 });
    expect(server.sent).toHaveLength(1);
    clock += backoffMs(1);
    await drainQueue({ send: server.send, user: USER, now: () => clock });
    expect(server.sent.map((s) => s.key)).toEqual([a.id, a.id]);
    stored = await refreshQueue();
    expect(stored[0]!.nextTryAt).toBe(clock + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    online = true;
    clock += backoffMs(2);
    await drainQueue({ send: server.send, user: USER, now: () => clock });
    expect(await refreshQueue()).toEqual([]);
    expect(server.sent.filter((s) => s.key === a.id)).toHaveLength(3);
  });

  it('treats 5xx, 429 and "still being processed" as try again, and 401 as wait for the next sign-in', async () => {
    for (const [status, message, code] of [
      [503, 'down', undefined],
      [429, 'slow down', undefined],
      [409, 'A request with this Idempotency-Key is still being processed. Try again shortly.', 'key_in_progress'],
      [401, 'Invalid token.', undefined],
    ] as const) {
      const stored = await refusedOnce(status, message, code);
      expect(stored, String(status)).toMatchObject({ status: 'waiting', error: message });
      expect(stored!.nextTryAt, String(status)).toBe(status === 401 ? 0 : 5_000 + backoffMs(1));
    }
  });

  it('decides by the code, not the words: a reworded or translated message changes nothing', async () => {
    for (const [status, message, code, verdict] of [
      // The same codes as above, with other words: still try again, still wait for the sign-in.
      [409, 'Eine Anfrage mit diesem Schlüssel läuft noch.', 'key_in_progress', 'waiting'],
      [401, 'Sitzung abgelaufen.', 'unauthorized', 'waiting'],
      [503, 'Place search is down.', 'unavailable', 'waiting'],
      // The words of "still being processed" under another code are not a reason to try again.
      [409, 'A request with this Idempotency-Key is still being processed. Try again shortly.', 'conflict', 'failed'],
      // Two writes meeting fails like any 409; the user's Retry sends the same key and the server runs it again.
      [409, 'Zwei Änderungen gleichzeitig.', 'concurrent_change', 'failed'],
    ] as const) {
      const stored = await refusedOnce(status, message, code);
      expect(stored, `${status} ${code}`).toMatchObject({ status: verdict, error: message });
      if (verdict === 'waiting') expect(stored!.nextTryAt, code).toBe(code === 'unauthorized' ? 0 : 5_000 + backoffMs(1));
    }
  });

  it('retries a failed action with the same key, and discards one on request', async () => {
    const a = await enqueueAction(checkIn(1), USER);
    const b = await enqueueAction(checkIn(2), USER);
    let refuse = true;
    const server = fakeServer(() => (refuse ? refused(400, 'Invalid latitude') : { id: 3 }));
    await drainQueue({ send: server.send, user: USER });
    expect((await refreshQueue()).map((s) => s.status)).toEqual(['failed', 'failed']);

    refuse = false;
    await retryAction(a.id);
    expect((await refreshQueue()).find((s) => s.id === a.id)?.status).toBe('waiting');
    await drainQueue({ send: server.send, user: USER });
    await discardAction(b.id);
    expect(await refreshQueue()).toEqual([]);
    expect(server.sent.map((s) => s.key)).toEqual([a.id, b.id, a.id]);
    expect(getQueueSnapshot()).toEqual([]);
  });

  it('fails the actions that depended on a discarded one instead of sending them with no id', async () => {
    const inAction = await enqueueAction(checkIn(), USER);
    const out = await enqueueAction(
      { ...checkIn(), kind: 'check-out', path: `/fieldsite/visitentry/${ID_FROM_EARLIER}/check-out`, dependsOn: inAction.id, subject: { visit: inAction.id } },
      USER,
    );
    const server = fakeServer(() => refused(409, FIELD_OPEN));
    await drainQueue({ send: server.send, user: USER });
    // The check-in failed: the check-out waits behind it, unsent.
    expect((await refreshQueue()).map((s) => [s.kind, s.status])).toEqual([
      ['check-in', 'failed'],
      ['check-out', 'waiting'],
    ]);
    await discardAction(inAction.id);
    await drainQueue({ send: server.send, user: USER });
    expect(await refreshQueue()).toMatchObject([{ id: out.id, status: 'failed', error: OFFLINE_TEXT.dependsOnDiscarded }]);
    expect(server.sent).toHaveLength(1);
  });

  it("sends only the signed-in account's actions", async () => {
    await enqueueAction(checkIn(1), 'someone-else');
    const mine = await enqueueAction(checkIn(2), USER);
    const server = fakeServer(() => ({ id: 1 }));
    await drainQueue({ send: server.send, user: USER });
    expect(server.sent.map((s) => s.key)).toEqual([mine.id]);
    expect((await refreshQueue()).map((s) => s.user)).toEqual(['someone-else']);
  });
});

const FIELD_OPEN = 'You already have an open visit. Check it out first.';
