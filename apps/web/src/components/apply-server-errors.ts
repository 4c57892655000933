import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../lib/api-client';

/**
 * Puts a 400 answer's field errors under the form's fields (the first message of each list, spec 1 section 8).
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<V>(form: Pick<UseFormReturnType<V>, 'setFieldError'>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    form.setFieldError(field, first);
    applied = true;
  }
  return applied;
}
