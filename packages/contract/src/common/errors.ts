// No zod here: the api client (on the sign-in screen) imports these texts, and zod would come with them.

export type FieldErrors = Record<string, string[]>;

export const ERROR_TEXT = {
  invalidToken: 'Invalid token.',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to perform this action.',
  fileTooLarge: 'file size is Too Large',
  tooManyRequests: 'Too many requests. Please try again later.',
  mustChangePassword: 'You must change your password before continuing.',
  serverError: 'Internal Server Error',
  unreadableRequest: 'The request could not be read: send valid JSON or a well-formed multipart form.',
  /** Two writes met on one record; nothing changed, and the same request may simply be sent again. */
  concurrentChange: 'Another change was made at the same moment. Please try again.',
  idempotencyKeyFormat: 'Idempotency-Key must be 1 to 200 visible ASCII characters (send a UUID).',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/**
 * The headers of a write that may be sent more than once (docs/decisions/033): the key makes a repeat answer the
 * first answer without a second effect; the two times are the device's clock when the user tapped and when this copy
 * left the device, from which the server judges the tap time (DEVICE_CLOCK_TOLERANCE_SECONDS).
 */
export const OFFLINE_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  replayed: 'Idempotent-Replayed',
  tappedAt: 'X-Tapped-At',
  sentAt: 'X-Sent-At',
} as const;

/**
 * The stale-write refusal (DECISIONS.md section 11): a form that edits a quantity other people also move sends the
 * value it was opened with (`expected_stock`, `expected_quantity`); when the record moved meanwhile the server answers
 * 409 with this message and `current: {<field>: <value now>}`, and changes nothing.
 */
export function staleWriteMessage(now: number | string): string {
  return `This changed since you opened it (now ${now}). Check and try again.`;
}
