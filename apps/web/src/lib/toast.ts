import { notifications } from '@mantine/notifications';
import { ApiError, GENERIC_FAILURE_MESSAGE } from './api-client';
import { translateText } from './i18n/translate-text';

/** Toasts last 2000 ms extended by 500 ms (docs/product/screens-and-texts.md#toasts). */
const TOAST_AUTO_CLOSE = 2000 + 500;
const GENERIC_FAILURE = { title: 'Try Again', message: GENERIC_FAILURE_MESSAGE } as const;
const GENERIC_SUCCESS = 'Done';

/**
 * Every toast and failure message is given in English (the spec's texts, the server's messages) and shown in the
 * signed-in person's language: a Hindi user reads the dictionary's text, and a text it lacks stays English.
 */
function showToast(color: 'green' | 'red', message: string, title: string | undefined): void {
  notifications.show({ color, title: title && translateText(title), message: translateText(message), autoClose: TOAST_AUTO_CLOSE, withBorder: true });
}

/** A green toast; with no message it says "Done". */
export function toastSuccess(message: string = GENERIC_SUCCESS, title?: string): void {
  showToast('green', message, title);
}

/** A red toast: "Try Again" over the message; with no message the generic "Something Went Wrong". */
export function toastError(message: string = GENERIC_FAILURE.message, title: string = GENERIC_FAILURE.title): void {
  showToast('red', message, title);
}

/**
 * The one message of a failed call, as a person reads it: the server's error_message / detail, or "Something Went
 * Wrong". Never the HTTP reason phrase (docs/decisions/011-error-pattern.md).
 */
export function failureMessage(error: unknown): string {
  return translateText(error instanceof ApiError && error.message ? error.message : GENERIC_FAILURE.message);
}

/**
 * The toast for a failed call that no form shows: "Try Again" over the server's message. 401 (the page reloads to
 * the login page, which says why) and 413 (the api client already said "file size is Too Large") show nothing here.
 */
export function toastFromError(error: unknown): void {
  if (error instanceof ApiError && (error.code === 'unauthorized' || error.code === 'too_large')) return;
  toastError(failureMessage(error));
}
