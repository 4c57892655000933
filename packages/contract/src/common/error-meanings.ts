import type { ErrorCode } from './errors';

/**
 * What each error `code` means, for the API's description (OpenAPI) and its readers; kept apart from ERROR_CODES so the
 * web's first download (the api client imports the codes) does not carry these sentences.
 */
export const ERROR_MEANINGS = {
  bad_request: 'The request was refused for a reason that has no code of its own.',
  validation_failed: 'An input is invalid; each field with its messages is listed beside the message.',
  unreadable_request: 'The body is not valid JSON or a well-formed multipart form.',
  rule_refused: 'A business rule refuses the request; the message says which.',
  no_stocks: 'Not enough stock for the request; `shortages` lists what is missing.',
  unauthorized: 'No token, or one that is unknown, expired or revoked: sign in again.',
  forbidden: "The caller's role may not do this, or not to this record.",
  password_change_required: 'The account signed in with a temporary password and must change it first.',
  not_found: 'No such record or path, or one the caller may not see.',
  conflict: 'The request does not fit the record as it is now (a duplicate, a record still in use, a status that moved on); sending it again changes nothing.',
  stale_write: 'The record changed since the form was opened; `current` holds the value now. Nothing changed.',
  concurrent_change: 'Two writes met on one record; nothing changed, and the same request may simply be sent again.',
  key_in_progress: 'A first copy of the request with this Idempotency-Key is still running: send it again shortly.',
  too_large: 'A file or the body is larger than the server takes.',
  unsupported_media_type: 'The body has a content type the route does not take.',
  unprocessable: 'The request is well formed but cannot be taken.',
  key_reused: 'This Idempotency-Key was already used for a different request.',
  too_many_requests: 'Too many requests or attempts: wait, then try again.',
  server_error: 'The server failed; nothing was changed, and the request may be sent again.',
  link_expired: 'A signed document link that has run out: ask the sender for a new one.',
  pdf_unavailable: 'No PDF can be made on this server now (no browser configured, or it failed): the print page still works.',
  unavailable: 'A service the request needs (database connections in a burst, geocoder, file storage) is busy or unreachable: try again later.',
} as const satisfies Record<ErrorCode, string>;
