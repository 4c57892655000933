import type { ErrorCode, FieldErrors } from '@steelworks/contract/common/errors';
import { ERROR_CODES, ERROR_TEXT, staleWriteMessage } from '@steelworks/contract/common/errors';

/**
 * The classes of failure a service names when it has no specific code: each stands for its generic code (and so its
 * status) in docs/product/api-conventions.md#error-codes.
 */
const GENERIC_CODE = {
  validation: 'validation_failed',
  rule: 'rule_refused',
  conflict: 'conflict',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  tooLarge: 'too_large',
  /** Well-formed but cannot be taken. */
  unprocessable: 'unprocessable',
  tooMany: 'too_many_requests',
  unavailable: 'unavailable',
} as const satisfies Record<string, ErrorCode>;
type ErrorClass = keyof typeof GENERIC_CODE;

/** What an AppError is raised with: a class of failure (its generic code) or a code of the contract's list. */
export type AppErrorCode = ErrorClass | ErrorCode;

/** Answered with `detail` rather than `error_message` (docs/product/api-conventions.md#error-answers): sign-in, permission, transport and the server's own fault. */
const DETAIL_STATUSES = new Set([401, 403, 404, 413, 429, 500]);

export class AppError extends Error {
  /** The answer's `code` (the contract's ERROR_CODES), which also fixes the status. */
  readonly code: ErrorCode;
  readonly status: number;
  constructor(
    code: AppErrorCode,
    message: string,
    /** Per-field messages (validation) or structured detail such as `shortages`. */
    readonly extra: FieldErrors | Record<string, unknown> = {},
  ) {
    super(message);
    this.code = Object.hasOwn(GENERIC_CODE, code) ? GENERIC_CODE[code as ErrorClass] : (code as ErrorCode);
    this.status = ERROR_CODES[this.code];
  }

  /** The JSON body of docs/product/api-conventions.md#error-answers: `detail` for 401/403/404/413/429/500, `error_message` otherwise; `code` always. */
  toBody(): Record<string, unknown> {
    return errorBody(this.code, this.message, this.extra);
  }
}

/** An error answer's body: the message under `detail` or `error_message` by the code's status, the code beside it. */
export function errorBody(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  if (DETAIL_STATUSES.has(ERROR_CODES[code])) return { detail: message, code };
  return { error_message: message, ...extra, code };
}

export const notFound = () => new AppError('notFound', ERROR_TEXT.notFound);
export const forbidden = (message: string = ERROR_TEXT.forbidden) => new AppError('forbidden', message);
export const ruleError = (message: string, extra: Record<string, unknown> = {}) => new AppError('rule', message, extra);

/** Not enough stock (`no_stocks`): `shortages` lists per item what is needed and what there is. */
export const noStocks = (message: string, shortages: unknown[]) => new AppError('no_stocks', message, { shortages });

/** Two writes met on one record (a row moved under a guarded update): nothing changed, the same request may be sent again. */
export const concurrentChange = () => new AppError('concurrent_change', ERROR_TEXT.concurrentChange);

/** A field error as the server finds it (a taken username): the summary is the first message. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}

/**
 * 409 for a stale write (docs/product/guards.md#stale-writes): the record moved since the form was opened. `current` names the
 * value now (`{stock: 49.5}`), so the form can show it; the message quotes it.
 */
export function staleWrite(current: Record<string, number>): AppError {
  const now = Object.values(current)[0] ?? '';
  return new AppError('stale_write', staleWriteMessage(now), { current });
}
