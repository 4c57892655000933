import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isPositiveAmount } from '@steelworks/contract/common/money';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { NumberField } from '../../../components/number-field';
import { advanceOf, type SupplierPaymentValues } from './bill-allocation';

/**
 * The supplier's open bills, each with what the payment puts on it (editable; filled oldest due first), and what stays
 * an advance. A line a row on a phone: the bill and its due above, the amount below.
 */
export function BillAllocationTable({
  form,
  loading,
  onEdit,
  onRefill,
}: {
  form: UseFormReturnType<SupplierPaymentValues>;
  loading: boolean;
  /** A line was typed over: the lines stop following the amount. */
  onEdit: () => void;
  onRefill: () => void;
}) {
  const { lines } = form.values;
  const nothingPut = lines.length > 0 && isPositiveAmount(form.values.amount) && lines.every((line) => !isPositiveAmount(line.pay));
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs" role="group" aria-label="Open bills">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>Pay on bills</Text>
          {lines.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onRefill}>
              Fill oldest first
            </Button>
          )}
        </Group>
        {loading ? (
          <Text size="sm" c="dimmed">
            Loading...
          </Text>
        ) : lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {form.values.supplier ? 'No open bills: the whole amount stays as an advance.' : 'Choose the supplier to see its open bills.'}
          </Text>
        ) : (
          lines.map((line, i) => (
            <Group key={line.bill} justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <div>
                <Text size="sm" fw={600}>
                  {line.number}
                </Text>
                <Text size="xs" c="dimmed">
                  Due <DateText value={line.due_date} />, <Money value={line.due} /> to pay
                </Text>
              </div>
              <NumberField
                aria-label={`Pay on ${line.number}`}
                leftSection="₹"
                w={160}
                {...form.getInputProps(`lines.${i}.pay`)}
                onChange={(value) => {
                  onEdit();
                  form.setFieldValue(`lines.${i}.pay`, value);
                  form.clearFieldError('lines');
                }}
              />
            </Group>
          ))
        )}
        {typeof form.errors.lines === 'string' && (
          <Text size="sm" c="red">
            {form.errors.lines}
          </Text>
        )}
        {nothingPut ? (
          <Text size="sm" c="dimmed">
            Nothing is put on a bill here, so the payment goes to the oldest bills first.
          </Text>
        ) : (
          <Group justify="space-between" role="status" aria-label="Advance">
            <Text size="sm" fw={600}>
              Advance
            </Text>
            <Text size="sm" fw={600}>
              <Money value={advanceOf(form.values)} />
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
