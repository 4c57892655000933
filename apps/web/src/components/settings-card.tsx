import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { api } from '../lib/api-client';
import { useReloadingMutation } from '../lib/list-mutations';
import { toastSuccess } from '../lib/toast';
import { FormErrorAlert } from './form-error-alert';

/**
 * One settings card of a page (automatic sends, texts of documents sent): read with GET `path`, edited in place,
 * checked with `schema` (the first message of each field), saved with PUT `path`. A failed read leaves the card out
 * (`values` stays undefined), not the page.
 */
export function useSettingsForm<T extends object>({ queryKey, path, schema, saved }: { queryKey: readonly string[]; path: string; schema: ZodType<T>; saved: string }) {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => api.get<T>(path, undefined, signal), throwOnError: false });
  const save = useReloadingMutation((input: T) => api.put<T>(path, input), { reloads: [queryKey], silentError: true });
  const [edited, setEdited] = useState<Partial<T>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values: T | undefined = query.data && { ...query.data, ...edited };
  const set = (patch: Partial<T>) => {
    setEdited((now) => ({ ...now, ...patch }));
    setErrors({});
  };
  const submit = async () => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setEdited({});
      toastSuccess('Done', saved);
    } catch {
      // The card's alert (and its fields) show save.error.
    }
  };
  return { values, errors, set, submit, save };
}

/** The frame of a settings card: its title, its fields, the save error and, for who may edit, the Save button. */
export function SettingsCard({
  title,
  form,
  readOnly,
  saveLabel,
  shownFields,
  children,
}: {
  title: string;
  form: { submit: () => Promise<void>; save: { error: unknown; isPending: boolean } };
  readOnly: boolean;
  saveLabel: string;
  shownFields?: string[];
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
        <FormErrorAlert error={form.save.error} shownFields={shownFields} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button onClick={() => void form.submit()} loading={form.save.isPending}>
              {saveLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
