import { z } from 'zod';

/** 401/403/404/413/429 answers (DECISIONS.md section 1). */
export const detailErrorSchema = z.object({ detail: z.string() });

/** 400/409 answers: a one-line summary, plus per-field lists for validation, plus structured detail. */
export const messageErrorSchema = z
  .object({ error_message: z.string() })
  .catchall(z.unknown());

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
} as const;

/**
 * The stale-write refusal (DECISIONS.md section 11): a form that edits a quantity other people also move sends the
 * value it was opened with (`expected_stock`, `expected_quantity`); when the record moved meanwhile the server answers
 * 409 with this message and `current: {<field>: <value now>}`, and changes nothing.
 */
export function staleWriteMessage(now: number | string): string {
  return `This changed since you opened it (now ${now}). Check and try again.`;
}
