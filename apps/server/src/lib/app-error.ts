import type { FieldErrors } from '@steelworks/contract/common/errors';
import { ERROR_TEXT, staleWriteMessage } from '@steelworks/contract/common/errors';

/** Each code maps to one HTTP status in the one error handler (app.ts). */
const STATUS = {
  validation: 400,
  rule: 400,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  /** Well-formed but cannot be taken: an Idempotency-Key reused for another request. */
  unprocessable: 422,
  tooMany: 429,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Per-field messages (validation) or structured detail such as `shortages`. */
    readonly extra: FieldErrors | Record<string, unknown> = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }

  /** The JSON body of DECISIONS.md section 1: `detail` for 401/403/404/413/429, `error_message` otherwise. */
  toBody(): Record<string, unknown> {
    if (['unauthorized', 'forbidden', 'notFound', 'tooLarge', 'tooMany'].includes(this.code)) {
      return { detail: this.message };
    }
    return { error_message: this.message, ...this.extra };
  }
}

export const notFound = () => new AppError('notFound', ERROR_TEXT.notFound);
export const forbidden = (message: string = ERROR_TEXT.forbidden) => new AppError('forbidden', message);
export const ruleError = (message: string, extra: Record<string, unknown> = {}) => new AppError('rule', message, extra);

/** A field error as the server finds it (a taken username): the summary is the first message. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}

/**
 * 409 for a stale write (DECISIONS.md section 11): the record moved since the form was opened. `current` names the
 * value now (`{stock: 49.5}`), so the form can show it; the message quotes it.
 */
export function staleWrite(current: Record<string, number>): AppError {
  const now = Object.values(current)[0] ?? '';
  return new AppError('conflict', staleWriteMessage(now), { current });
}
