import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import {
  debitNoteInputSchema,
  DEBIT_REASONS,
  noteReasonLabel,
  PARTIAL_CREDIT_REASONS,
  partialCreditNoteInputSchema,
  type Invoice,
  type NoteKind,
} from '@steelworks/contract/invoice';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { ApiError } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/toast';
import { useCreateNote } from '../api/create-note';
import { formatInvoiceAmount } from './invoice-format';

type LineEntry = { picked: boolean; value: string };

/**
 * "Credit note" and "Debit note" for part of an invoice (CGST s.34): pick the lines, then per line the quantity
 * returned (a return) or the taxable amount (a price change, a discount, interest). Each line shows what remains on it
 * after earlier notes; the server taxes the note like the invoice's lines and refuses what remains exceeded.
 */
export function NoteModal({ invoice, kind, opened, onClose }: { invoice: Invoice; kind: NoteKind; opened: boolean; onClose: () => void }) {
  const create = useCreateNote(invoice.id, kind);
  const navigate = useNavigate();
  const reasons = kind === 'credit' ? PARTIAL_CREDIT_REASONS : DEBIT_REASONS;
  const [reasonCode, setReasonCode] = useState<string>(reasons[0]);
  const [reason, setReason] = useState('');
  const [entries, setEntries] = useState<Record<number, LineEntry>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const byQuantity = kind === 'credit' && reasonCode === 'return';
  const title = kind === 'credit' ? 'Credit note' : 'Debit note';

  const picked = invoice.lines.filter((line) => entries[line.line_no]?.picked);
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  /** An error of `lines.<index>.<field>` belongs to the picked line at that index. */
  const lineError = (lineNo: number): string | undefined => {
    const index = picked.findIndex((line) => line.line_no === lineNo);
    if (index < 0) return undefined;
    const prefix = `lines.${index}.`;
    const local = Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1];
    return local ?? Object.entries(serverErrors).find(([key]) => key.startsWith(prefix))?.[1]?.[0];
  };
  const shownFields = ['reason', 'reason_code', ...picked.flatMap((_, index) => [`lines.${index}.quantity`, `lines.${index}.amount`, `lines.${index}.line_no`])];

  const close = () => {
    create.reset();
    setReason('');
    setEntries({});
    setErrors({});
    onClose();
  };
  const setEntry = (lineNo: number, entry: Partial<LineEntry>) => {
    setEntries((now) => ({ ...now, [lineNo]: { picked: false, value: '', ...now[lineNo], ...entry } }));
    setErrors({});
  };

  const submit = async () => {
    const lines = picked.map((line) => {
      const value = entries[line.line_no]!.value.trim();
      return byQuantity ? { line_no: line.line_no, quantity: value === '' ? undefined : Number(value) } : { line_no: line.line_no, amount: value === '' ? undefined : value };
    });
    const body = { reason_code: reasonCode, reason, lines };
    const parsed = kind === 'credit' ? partialCreditNoteInputSchema.safeParse(body) : debitNoteInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    try {
      const note = await create.mutateAsync(parsed.data);
      toastSuccess(`${title} ${note.number} made for invoice ${invoice.number}.`);
      close();
      void navigate(`/billing/credit-notes/${note.id}`);
    } catch {
      // The alert or the fields show create.error.
    }
  };

  const remainingOf = (lineNo: number) => invoice.remaining.find((row) => row.line_no === lineNo);
  return (
    <Modal opened={opened} onClose={close} title={`${title} for invoice ${invoice.number}`} size="lg" centered>
      <Stack>
        <Select
          label="Reason"
          withAsterisk
          allowDeselect={false}
          data={reasons.map((key) => ({ value: key, label: noteReasonLabel(key) }))}
          value={reasonCode}
          onChange={(value) => {
            if (value) setReasonCode(value);
            setErrors({});
          }}
          error={errors.reason_code ?? serverErrors.reason_code?.[0]}
        />
        <Textarea
          label="Details"
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          error={errors.reason ?? serverErrors.reason?.[0]}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors({});
          }}
        />
        <Text size="sm" c="dimmed">
          {byQuantity ? 'Tick the lines returned and give the quantity of each.' : 'Tick the lines and give the taxable amount of each (before GST).'}
        </Text>
        {errors.lines && (
          <Text size="sm" c="red">
            {errors.lines}
          </Text>
        )}
        <Table.ScrollContainer minWidth={0}>
          <Table fz="sm" aria-label="Invoice lines">
            <Table.Tbody>
              {invoice.lines.map((line) => {
                const entry = entries[line.line_no];
                const left = remainingOf(line.line_no);
                return (
                  <Table.Tr key={line.line_no}>
                    <Table.Td style={{ width: '100%' }}>
                      <Checkbox
                        label={`${line.line_no}. ${line.description}`}
                        description={`${line.quantity} x ${formatInvoiceAmount(line.rate)}, GST ${line.gst_rate}%; left: ${left?.quantity ?? line.quantity} pcs, ${formatInvoiceAmount(left?.taxable_value ?? line.taxable_value)}`}
                        checked={!!entry?.picked}
                        onChange={(event) => setEntry(line.line_no, { picked: event.currentTarget.checked })}
                      />
                      {entry?.picked && (
                        <TextInput
                          mt={6}
                          maw={200}
                          label={byQuantity ? 'Quantity returned' : 'Amount'}
                          aria-label={`${byQuantity ? 'Quantity' : 'Amount'} of line ${line.line_no}`}
                          inputMode={byQuantity ? 'numeric' : 'decimal'}
                          value={entry.value}
                          error={lineError(line.line_no)}
                          onChange={(event) => setEntry(line.line_no, { value: event.currentTarget.value })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FormErrorAlert error={create.error} shownFields={shownFields} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            Close
          </Button>
          <Button loading={create.isPending} onClick={() => void submit()}>
            Make {title.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
