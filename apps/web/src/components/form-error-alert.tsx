import { Alert } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';
import { failureMessage } from '../lib/toast';
import { formFieldErrors } from './apply-server-errors';

/**
 * A red alert with a failed call's message (nothing when `error` is empty). Given the `form` whose fields show the
 * server's field errors (`applyServerErrors`), or the names of the fields a page shows them under itself
 * (`shownFields`), it shows only what no field shows, so one failure reads once.
 */
export function FormErrorAlert<V>({
  error,
  title,
  form,
  shownFields = [],
}: {
  error: unknown;
  title?: string;
  form?: Pick<UseFormReturnType<V>, 'getValues'>;
  shownFields?: readonly string[];
}) {
  if (!error) return null;
  // 413 is the api client's one toast ("file size is Too Large"); after a 401 the page reloads to the login page.
  if (error instanceof ApiError && (error.code === 'too_large' || error.code === 'unauthorized')) return null;
  let message = failureMessage(error);
  if ((form || shownFields.length > 0) && error instanceof ApiError) {
    const placed = {
      ...(form ? formFieldErrors(error, form as never) : {}),
      ...Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => shownFields.includes(field))),
    };
    if (Object.keys(placed).length > 0) {
      const rest = Object.entries(error.fieldErrors).filter(([field]) => !(field in placed));
      if (rest.length === 0) return null;
      message = rest.map(([, messages]) => messages[0]).join(' ');
    }
  }
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle size={18} />}>
      {message}
    </Alert>
  );
}
