import type { z } from 'zod';

/**
 * A @mantine/form `validate` function from a contract schema: the form checks exactly what the server checks, with
 * the same messages (the first message of each field). `toInput` maps form values to the request body first.
 */
export function validateWith<V>(schema: z.ZodType, toInput: (values: V) => unknown = (values) => values, extra?: (values: V) => Record<string, string>) {
  return (values: V): Record<string, string> => {
    const errors: Record<string, string> = {};
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.') || 'non_field_errors';
        // An error on one designation id belongs to the checkbox group.
        const field = key.startsWith('designation.') ? 'designation' : key;
        errors[field] ??= issue.message;
      }
    }
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) errors[field] ??= message;
    return errors;
  };
}
