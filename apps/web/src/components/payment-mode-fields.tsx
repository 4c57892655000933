import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PAYMENT_MODES } from '@steelworks/contract/dealer-account';
import type { ReactNode } from 'react';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode.key, label: mode.label }));

/** The form a payment's fields live in: any mantine form whose values carry `mode`, `cheque_number` and `reference`. */
type ModeForm = { values: { mode: string }; getInputProps: (path: string) => GetInputPropsReturnType };

/**
 * How money was paid, the same for a dealer's payment and a supplier's: the mode, the cheque number (a cheque only)
 * and a reference (UTR, UPI id), as columns of the form's grid. A form that asks more of a cheque gives those columns
 * as `chequeColumns`, shown after the cheque number.
 */
export function PaymentModeFields({ form, chequeColumns }: { form: ModeForm; chequeColumns?: ReactNode }) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select label="Mode" placeholder="Pick one" withAsterisk data={MODE_OPTIONS} {...form.getInputProps('mode')} />
      </Grid.Col>
      {form.values.mode === 'cheque' && (
        <>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Cheque number" withAsterisk inputMode="numeric" maxLength={6} {...form.getInputProps('cheque_number')} />
          </Grid.Col>
          {chequeColumns}
        </>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Reference" placeholder="UTR, UPI id..." {...form.getInputProps('reference')} />
      </Grid.Col>
    </>
  );
}
