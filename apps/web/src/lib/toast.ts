import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

/** Toasts last 2000 ms extended by 500 ms (spec 1 section 9). */
export const TOAST_AUTO_CLOSE = 2000 + 500;
export const GENERIC_FAILURE = { title: 'Try Again', message: 'Something Went Wrong' } as const;
export const GENERIC_SUCCESS = 'Done';

/** A green toast; with no message it says "Done". */
export function toastSuccess(message: string = GENERIC_SUCCESS, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_AUTO_CLOSE, withBorder: true });
}

/** A red toast; with no message it is the generic "Try Again" / "Something Went Wrong". */
export function toastError(message?: string, title?: string): void {
  notifications.show({
    color: 'red',
    title: title ?? (message ? undefined : GENERIC_FAILURE.title),
    message: message ?? GENERIC_FAILURE.message,
    autoClose: TOAST_AUTO_CLOSE,
    withBorder: true,
  });
}

/**
 * The toast for a failed call: the server's detail / error_message with the status text as title, or the generic
 * failure for anything else. 401 (the page reloads) and 413 (the api client already said "file size is Too Large")
 * show nothing here.
 */
export function toastFromError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 413) return;
    if (error.status === 0) return toastError(GENERIC_FAILURE.message, GENERIC_FAILURE.title);
    return toastError(error.message, error.statusText || GENERIC_FAILURE.title);
  }
  toastError();
}
