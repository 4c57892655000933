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
} as const;

/**
 * The stale-write refusal (DECISIONS.md section 11): a form that edits a quantity other people also move sends the
 * value it was opened with (`expected_stock`, `expected_quantity`); when the record moved meanwhile the server answers
 * 409 with this message and `current: {<field>: <value now>}`, and changes nothing.
 */
export function staleWriteMessage(now: number | string): string {
  return `This changed since you opened it (now ${now}). Check and try again.`;
}
