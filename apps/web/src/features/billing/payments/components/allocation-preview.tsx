import { Anchor, Checkbox, Group, Paper, Radio, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { isPositiveAmount, toCents } from '@steelworks/contract/common/money';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { Link } from 'react-router';
import { Money, MoneyCell } from '../../../../components/money';
import type { PaymentFormValues } from '../api/create-payment';
import { splitPayment } from './payment-split';

export interface AllocationPickerProps {
  allocate: PaymentFormValues['allocate'];
  onAllocateChange: (allocate: PaymentFormValues['allocate']) => void;
  invoices: InvoiceListItem[] | undefined;
  loading: boolean;
  chosen: number[];
  onChosenChange: (ids: number[]) => void;
  amount: string;
  error?: string;
}

/**
 * "Allocate to": the oldest open invoices first (the default), or the invoices ticked here; below, how the amount
 * splits over them and what stays as an advance, worked in paise exactly as the server will.
 */
export function AllocationPicker({ allocate, onAllocateChange, invoices, loading, chosen, onChosenChange, amount, error }: AllocationPickerProps) {
  const open = invoices ?? [];
  const paidInOrder = allocate === 'oldest' ? open : open.filter((invoice) => chosen.includes(invoice.id));
  const split = isPositiveAmount(amount) ? splitPayment(amount, paidInOrder) : null;
  const toggle = (id: number) => onChosenChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <Stack gap="xs">
      <Radio.Group label="Allocate to" value={allocate} onChange={(value) => onAllocateChange(value as PaymentFormValues['allocate'])}>
        <Group mt={4} gap="md">
          <Radio value="oldest" label="Oldest invoices first" />
          <Radio value="chosen" label="Choose invoices" />
        </Group>
      </Radio.Group>
      {allocate === 'chosen' && (
        <Stack gap={6} role="group" aria-label="Open invoices">
          {loading ? (
            <Text size="sm" c="dimmed">
              Loading...
            </Text>
          ) : open.length === 0 ? (
            <Text size="sm" c="dimmed">
              No open invoices: the whole amount stays as an advance.
            </Text>
          ) : (
            open.map((invoice) => (
              <Checkbox
                key={invoice.id}
                checked={chosen.includes(invoice.id)}
                onChange={() => toggle(invoice.id)}
                label={
                  <span>
                    {invoice.number} · {formatDisplayDate(invoice.invoice_date)} · due <Money value={invoice.balance_due} />
                  </span>
                }
              />
            ))
          )}
          {error && (
            <Text size="sm" c="red">
              {error}
            </Text>
          )}
        </Stack>
      )}
      {split && <SplitPreview split={split} />}
    </Stack>
  );
}

function SplitPreview({ split }: { split: ReturnType<typeof splitPayment> }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="blue.0" role="status" aria-label="How the payment splits">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {split.lines.map((line) => (
            <Table.Tr key={line.invoice.id}>
              <Table.Td>
                <Anchor component={Link} to={`/billing/invoices/${line.invoice.id}`} size="sm">
                  {line.invoice.number}
                </Anchor>
                {toCents(line.amount) < toCents(line.invoice.balance_due) && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (part)
                  </Text>
                )}
              </Table.Td>
              <MoneyCell value={line.amount} />
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <Text size="sm" fw={600}>
                Advance
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={600}>
                <Money value={split.advance} />
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
