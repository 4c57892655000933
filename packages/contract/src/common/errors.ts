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
} as const;
