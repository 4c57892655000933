import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from '../form-error-alert';

/** What a page hands its create or update form: the button's text, whether the call runs, and how it failed. */
export interface FormSubmitProps {
  submitLabel: string;
  pending: boolean;
  error: unknown;
}

export interface FormLayoutProps {
  /** The submit button's text, which also names the form for screen readers and tests. */
  submitLabel: string;
  /** The call is running: the submit button spins and cannot be pressed twice. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What a failed call says, above the fields (a `FormErrorAlert` or a feature's own alert). */
  alert: ReactNode;
  maw: number;
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The frame of a create or update form: the failure alert, the fields, then the submit button. The browser's own
 * checks are off (`noValidate`): the contract's schema checks, with the server's words.
 */
export function FormLayout({ submitLabel, pending, onSubmit, alert, maw, gap = 'md', children }: FormLayoutProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Stack gap={gap} maw={maw}>
        {alert}
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `FormLayout` of a `useForm` form whose page sends the values (`onSubmit(values, form)`, the form to put the server's
 * field errors under the fields); the failure shows in a `FormErrorAlert`.
 */
export function PageFormLayout<Values>({
  form,
  error,
  onSubmit,
  ...layout
}: Omit<FormLayoutProps, 'onSubmit' | 'alert'> & { form: UseFormReturnType<Values>; error: unknown; onSubmit: (values: Values, form: UseFormReturnType<Values>) => void }) {
  return <FormLayout {...layout} onSubmit={form.onSubmit((values) => onSubmit(values, form))} alert={<FormErrorAlert error={error} form={form} />} />;
}
