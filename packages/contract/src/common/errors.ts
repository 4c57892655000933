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
  /** No database connection came free in time: a burst of requests, not the request's fault; nothing was changed. */
  databaseBusy: 'The server is busy. Please try again in a moment.',
} as const;

/**
 * The machine-readable `code` of every error answer, beside its message (docs/product/api-conventions.md#error-codes):
 * a closed list, each code with the one status it answers (what each means: error-meanings.ts). Clients and the server decide by the
 * code, never by the words of the message, so a reworded or translated message changes no behaviour. Each status has
 * a generic code; a failure that some logic tells apart has a specific one (docs/decisions/011-error-pattern.md#codes).
 */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unreadable_request: 400,
  rule_refused: 400,
  no_stocks: 400,
  unauthorized: 401,
  forbidden: 403,
  password_change_required: 403,
  not_found: 404,
  conflict: 409,
  stale_write: 409,
  concurrent_change: 409,
  key_in_progress: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  key_reused: 422,
  too_many_requests: 429,
  server_error: 500,
  link_expired: 410,
  pdf_unavailable: 503,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The generic code of a status: what an answer without a code of its own (a proxy's page, a bare status) means. */
export function genericErrorCode(status: number): ErrorCode {
  const generic: Partial<Record<number, ErrorCode>> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    429: 'too_many_requests',
    503: 'unavailable',
  };
  return generic[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
}

/**
 * Answers after which the same request, sent again under the same Idempotency-Key, may still succeed: the server does
 * not keep them as the key's answer, and the senders (form writes, the offline queue) may try again
 * (docs/decisions/033-offline-queue-keys-and-tap-times.md).
 */
export const RETRY_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'concurrent_change',
  'key_in_progress',
  'too_many_requests',
  'server_error',
  'unavailable',
]);

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
 * The stale-write refusal (docs/product/guards.md#stale-writes): a form that edits a quantity other people also move sends the
 * value it was opened with (`expected_stock`, `expected_quantity`); when the record moved meanwhile the server answers
 * 409 with this message and `current: {<field>: <value now>}`, and changes nothing.
 */
export function staleWriteMessage(now: number | string): string {
  return `This changed since you opened it (now ${now}). Check and try again.`;
}
