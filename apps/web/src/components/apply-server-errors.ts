import type { UseFormReturnType } from '@mantine/form';
import type { FieldErrors } from '@steelworks/contract/common/errors';
import { ApiError } from '../lib/api-client';

type FormLike = Pick<UseFormReturnType<never>, 'getValues'>;

/** Whether `path` ("email", "quantities.12") names a value of the form. */
function hasField(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The field errors of a failed call that name fields of this form; the rest belong in the form's alert. */
export function formFieldErrors(error: unknown, form: FormLike): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const values = form.getValues();
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([field, messages]) => messages.length > 0 && hasField(values, field)));
}

/**
 * Puts a 400 answer's field errors under the form's fields (the first message of each list, docs/product/screens-and-texts.md#form-messages).
 * Returns true when at least one field got a message. `FormErrorAlert` with the same form then shows only what no
 * field shows, so a failure reads once (docs/decisions/011-error-pattern.md).
 */
export function applyServerErrors<V>(form: Pick<UseFormReturnType<V>, 'setFieldError' | 'getValues'>, error: unknown): boolean {
  const placed = formFieldErrors(error, form as unknown as FormLike);
  for (const [field, messages] of Object.entries(placed)) form.setFieldError(field, messages[0]!);
  return Object.keys(placed).length > 0;
}
