import { NumberInput, SimpleGrid, Switch, Text } from '@mantine/core';
import { automaticSendsSchema } from '@steelworks/contract/documents';
import { SettingsCard, useSettingsForm } from '../../../../components/settings-card';

const automaticKey = ['billing', 'documents', 'automatic'] as const;

/**
 * Automatic sends and payment reminders (docs/product/sending.md#automatic-sends-and-reminders), beside the texts of
 * documents sent: all off until the admin turns them on.
 */
export function AutomaticSendsForm({ readOnly }: { readOnly: boolean }) {
  const form = useSettingsForm({ queryKey: automaticKey, path: '/documents/automatic', schema: automaticSendsSchema, saved: 'Automatic sends saved' });
  const { values, errors, set } = form;
  if (!values) return null;

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
    <SettingsCard title="Automatic sends and reminders" form={form} readOnly={readOnly} saveLabel="Save Automatic Sends">
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
    </SettingsCard>
  );
}
