import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';
import { GENERIC_FAILURE } from '../lib/toast';

/** A red alert with a failed call's error_message (nothing when `error` is empty). */
export function FormErrorAlert({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const message = error instanceof ApiError || error instanceof Error ? error.message : GENERIC_FAILURE.message;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle size={18} />}>
      {message}
    </Alert>
  );
}
