import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

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
