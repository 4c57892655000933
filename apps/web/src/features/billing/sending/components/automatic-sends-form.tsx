import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { automaticSendsSchema, type AutomaticSends } from '@steelworks/contract/documents';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { toastSuccess } from '../../../../lib/toast';

const automaticKey = ['billing', 'documents', 'automatic'] as const;

/**
 * Automatic sends and payment reminders (docs/product/sending.md#automatic-sends-and-reminders), beside the texts of
 * documents sent: all off until the admin turns them on.
 */
export function AutomaticSendsForm({ readOnly }: { readOnly: boolean }) {
  const settings = useQuery({ queryKey: automaticKey, queryFn: ({ signal }) => api.get<AutomaticSends>('/documents/automatic', undefined, signal), throwOnError: false });
  const save = useReloadingMutation((input: AutomaticSends) => api.put<AutomaticSends>('/documents/automatic', input), { reloads: [automaticKey], silentError: true });
  const [edited, setEdited] = useState<Partial<AutomaticSends>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!settings.data) return null;
  const values = { ...settings.data, ...edited };
  const set = (patch: Partial<AutomaticSends>) => {
    setEdited((now) => ({ ...now, ...patch }));
    setErrors({});
  };

  const submit = async () => {
    const parsed = automaticSendsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setEdited({});
      toastSuccess('Done', 'Automatic sends saved');
    } catch {
      // The alert shows save.error.
    }
  };

  const switchOf = (key: 'send_invoices' | 'send_receipts' | 'reminders', label: string) => (
    <Switch label={label} checked={values[key]} disabled={readOnly} onChange={(event) => set({ [key]: event.currentTarget.checked })} />
  );
  const days = (key: 'days_before' | 'repeat_days', label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowDecimal={false}
      readOnly={readOnly}
      value={values[key]}
      error={errors[key]}
      onChange={(value) => set({ [key]: typeof value === 'number' ? value : Number.NaN })}
    />
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="md">
      <Stack gap="sm">
        <Title order={4}>Automatic sends and reminders</Title>
        <Text size="sm" c="dimmed">
          Each dealer receives them on the channels it chose, outside its quiet hours.
        </Text>
        {switchOf('send_invoices', 'Send each invoice when it is issued')}
        {switchOf('send_receipts', 'Send each receipt when a payment is recorded')}
        {switchOf('reminders', 'Send payment reminders')}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {days('days_before', 'Days before the due date')}
          {days('repeat_days', 'Then every (days) while unpaid')}
          <NumberInput
            label="Monthly statement on day"
            placeholder="None"
            min={1}
            max={28}
            allowDecimal={false}
            readOnly={readOnly}
            value={values.statement_day ?? ''}
            error={errors.statement_day}
            onChange={(value) => set({ statement_day: typeof value === 'number' ? value : null })}
          />
        </SimpleGrid>
        <FormErrorAlert error={save.error} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={save.isPending}>
              Save Automatic Sends
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
