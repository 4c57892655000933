import type { FastifyRequest } from 'fastify';
import { OFFLINE_HEADERS } from '@steelworks/contract/common/errors';
// The app's context (request.server.ctx) is declared there.
import type {} from './http';

/**
 * When a phone action happened (docs/decisions/033). A queued action reaches us minutes or hours after the tap, so
 * the device says when it was tapped (X-Tapped-At) and when this copy left it (X-Sent-At), both by its own clock.
 * The tap time is believed when that clock agrees with ours; otherwise the action takes our receive time and is
 * marked "clock differs". The tap time as sent and our receive time are kept either way.
 */
export type ActionTime = {
  /** The time the action takes: the tap time, or the receive time when the tap time cannot be believed. */
  at: Date;
  receivedAt: Date;
  /** As the device sent it (also when not believed); null when none was sent or it could not be read. */
  tappedAt: Date | null;
  clockDiffers: boolean;
};

/** A tap older than this is not believed, whatever the clock says: a queue does not wait a week. */
const OLDEST_TAP_MS = 7 * 24 * 60 * 60 * 1000;

/** An ISO 8601 date-time with its offset ("2026-11-24T10:30:00.123+05:30" or "...Z"): a clock reading, no guess. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function parseDeviceTime(text: string | string[] | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!DATE_TIME.test(trimmed)) return null;
  // Date.parse reads milliseconds; finer digits are cut rather than refused.
  const date = new Date(trimmed.replace(/\.(\d{3})\d+/, '.$1'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The rule of docs/decisions/033-offline-queue-keys-and-tap-times.md: skew = receive time - sent time. With |skew| within the tolerance, a tap time not in the
 * future (beyond the tolerance) and not older than 7 days is the action's time. Missing or unreadable times: the
 * receive time, not marked (an ordinary online request).
 */
export function chooseActionTime(input: { tappedAt: Date | null; sentAt: Date | null; receivedAt: Date; toleranceSeconds: number }): ActionTime {
  const { tappedAt, sentAt, receivedAt } = input;
  const received = receivedAt.getTime();
  if (!tappedAt || !sentAt) return { at: receivedAt, receivedAt, tappedAt, clockDiffers: false };
  const tolerance = input.toleranceSeconds * 1000;
  const skew = received - sentAt.getTime();
  const tap = tappedAt.getTime();
  const believed = Math.abs(skew) <= tolerance && tap <= received + tolerance && received - tap <= OLDEST_TAP_MS;
  // A tap a moment "after" our receive time (within the tolerance) is our clock's to keep: an action never happens
  // after we received it.
  const at = believed ? new Date(Math.min(tap, received)) : receivedAt;
  return { at, receivedAt, tappedAt, clockDiffers: !believed };
}

/** The action time of a request, from its X-Tapped-At and X-Sent-At headers, received now (the route's handler). */
export function actionTimeOf(request: FastifyRequest, receivedAt: Date = new Date()): ActionTime {
  const header = (name: string) => request.headers[name.toLowerCase()];
  return chooseActionTime({
    tappedAt: parseDeviceTime(header(OFFLINE_HEADERS.tappedAt)),
    sentAt: parseDeviceTime(header(OFFLINE_HEADERS.sentAt)),
    receivedAt,
    toleranceSeconds: request.server.ctx.config.deviceClockToleranceSeconds,
  });
}

/** An action of the server's own clock (a manager's form, the demo seed): received and done now. */
export function serverActionTime(now: Date = new Date()): ActionTime {
  return { at: now, receivedAt: now, tappedAt: null, clockDiffers: false };
}
