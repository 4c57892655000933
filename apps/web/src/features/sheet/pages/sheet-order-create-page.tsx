import { Grid, List, Paper, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { SHEET_MESSAGES, SHEET_ORDER_TYPES, multiplyWeight, sumWeights, type Sheet, type SheetOrderType } from '@steelworks/contract/sheet';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormLayout } from '../../../components/form/form-layout';
import { PageHeader } from '../../../components/page-header';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSheetOrder } from '../api/create-sheet-order';
import { pickedQuantity, SheetPicker, type PickedSheets } from '../components/sheet-picker';
import { GSM_OPTIONS, ORDER_TYPE_OPTIONS, formatKg, pieces } from '../components/sheet-choices';
import { SheetOrderTitleDateFields, sheetOrderTitleDateShape } from '../components/sheet-order-fields';
import { SaveErrorAlert } from '../components/shortage-alert';

type Values = { title: string; date: string; order_type: string; gsm: string; thick: string; width: string };

function orderFormSchema(chooseType: boolean) {
  return z.object({
    ...sheetOrderTitleDateShape,
    order_type: chooseType ? z.enum(SHEET_ORDER_TYPES, { error: SHEET_MESSAGES.typeRequired }) : z.string(),
    gsm: z.string().min(1, SHEET_MESSAGES.gsmRequired),
    thick: z.string().min(1, SHEET_MESSAGES.thickRequired),
    width: z.string().min(1, SHEET_MESSAGES.widthRequired),
  });
}

/**
 * /sheets/sheetorders/create: title, date (today), stock updation type (not for a sheet user: the server makes its
 * orders deductions), gsm, and quantities for the sheets of the picked thickness and width. Only quantities above 0
 * are sent; quantities picked under another size stay picked.
 */
export default function SheetOrderCreatePage() {
  const navigate = useNavigate();
  const chooseType = getRole() !== 'sheet_user';
  const create = useCreateSheetOrder();
  const [picked, setPicked] = useState<PickedSheets>({});
  const [itemsError, setItemsError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { title: '', date: todayIn(DEFAULT_TIME_ZONE), order_type: '', gsm: '', thick: '', width: '' },
    validate: zod4Resolver(orderFormSchema(chooseType)),
  });

  const typed = Object.values(picked).map((p) => ({ sheet: p.sheet, quantity: pickedQuantity(p.text) }));
  // A quantity that is no whole number is marked in its row; nothing is sent until it is corrected.
  const invalid = typed.some((p) => p.quantity === null);
  const chosen = typed.filter((p): p is { sheet: Sheet; quantity: number } => (p.quantity ?? 0) > 0);
  const totalWeight = sumWeights(chosen.map((p) => multiplyWeight(p.quantity, p.sheet.unit_kg)));

  const submit = form.onSubmit((values) => {
    if (invalid) return;
    if (chosen.length === 0) {
      setItemsError(SHEET_MESSAGES.itemsRequired);
      return;
    }
    setItemsError(null);
    create.mutate(
      {
        title: values.title,
        date: values.date,
        order_type: chooseType ? (values.order_type as SheetOrderType) : undefined,
        gsm: Number(values.gsm),
        order_items: chosen.map((p) => ({ sheet: p.sheet.id, quantity: p.quantity })),
      },
      {
        onSuccess: () => {
          toastSuccess('Done', 'Sheet order created');
          void navigate('/sheets/sheetorders');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <>
      <PageHeader
        title="Create Sheet Order"
        trail={[{ label: 'Sheet Orders', to: '/sheets/sheetorders' }]}
      />
      <FormLayout
        submitLabel="Create Sheet Order"
        pending={create.isPending}
        onSubmit={submit}
        alert={<SaveErrorAlert error={create.error} form={form} />}
        maw={900}
      >
        <Grid>
          <SheetOrderTitleDateFields form={form} />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {chooseType ? (
              <Select
                label="Stock updation type"
                withAsterisk
                placeholder="Addition or deduction"
                data={ORDER_TYPE_OPTIONS}
                {...form.getInputProps('order_type')}
              />
            ) : (
              <TextInput label="Stock updation type" value="Deduction" readOnly disabled />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select label="GSM" withAsterisk placeholder="Pick one" data={GSM_OPTIONS} {...form.getInputProps('gsm')} />
          </Grid.Col>
        </Grid>
        <SheetPicker
          thick={form.values.thick}
          width={form.values.width}
          onThick={(v) => form.setFieldValue('thick', v)}
          onWidth={(v) => form.setFieldValue('width', v)}
          thickError={form.errors.thick as string | undefined}
          widthError={form.errors.width as string | undefined}
          picked={picked}
          onPick={(sheet, text) => {
            setItemsError(null);
            setPicked((current) => ({ ...current, [sheet.id]: { sheet, text } }));
          }}
        />
        <Paper withBorder p="sm" radius="md" bg="gray.0">
          <Text size="sm" fw={600}>
            Selected: {chosen.length} sheet{chosen.length === 1 ? '' : 's'}, {pieces(chosen.reduce((s, p) => s + p.quantity, 0))},{' '}
            {formatKg(totalWeight)}
          </Text>
          {chosen.length > 0 && (
            <List size="sm" mt={4}>
              {chosen.map((p) => (
                <List.Item key={p.sheet.id}>
                  {p.sheet.name} x {p.quantity} = {formatKg(multiplyWeight(p.quantity, p.sheet.unit_kg))}
                </List.Item>
              ))}
            </List>
          )}
          {itemsError && (
            <Text size="sm" c="red" mt={4} role="alert">
              {itemsError}
            </Text>
          )}
        </Paper>
      </FormLayout>
    </>
  );
}
