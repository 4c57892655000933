import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SHEET_MESSAGES } from '@steelworks/contract/sheet';
import { z } from 'zod';
import { DateField } from '../../../components/date-field';

/** Title and date of a sheet order, required with the spec's words on create and on update. */
export const sheetOrderTitleDateShape = {
  title: z.string().trim().min(1, SHEET_MESSAGES.titleRequired),
  date: z.string().min(1, SHEET_MESSAGES.dateRequired),
};

/** The first row of the sheet order create and update forms: Title and Date, half the width each from sm up. */
export function SheetOrderTitleDateFields<V extends { title: string; date: string }>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <DateField label="Date" withAsterisk {...form.getInputProps('date')} />
      </Grid.Col>
    </>
  );
}
