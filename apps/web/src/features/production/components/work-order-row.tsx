import { ActionIcon, Checkbox, NumberInput, Select, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  flagOf,
  SELECT_PLACEHOLDER,
  type ItemColumn,
  type WorkOrderChoices,
  type WorkOrderItemField,
} from '@steelworks/contract/workorder';
import type { HeadValues, RowValues } from './work-order-values';
import { columnLabel } from './work-order-sheet';

function choiceData(column: ItemColumn, choices: WorkOrderChoices | undefined, value: string): string[] {
  const list = column.choices && choices ? (choices[column.choices] as readonly string[]) : [];
  const data = [SELECT_PLACEHOLDER, ...list];
  return value && !data.includes(value) ? [...data, value] : data;
}

export interface WorkOrderRowProps {
  row: RowValues;
  index: number;
  head: HeadValues;
  columns: ItemColumn[];
  choices: WorkOrderChoices | undefined;
  errorOf: (field: string) => string | undefined;
  setCell: (index: number, key: WorkOrderItemField, value: string | number | boolean) => void;
  onRemove: () => void;
}

/** One item row: a field per shown column (greyed when its column is unticked) and its remove button. */
export function WorkOrderRow({ row, index, head, columns, choices, errorOf, setCell, onRemove }: WorkOrderRowProps) {
  return (
    <Table.Tr>
      <Table.Td>{row.sr_no ?? index + 1}</Table.Td>
      {columns.map((c) => {
        const disabled = !head[flagOf(c.key)];
        const label = `${columnLabel(c, head)} of row ${index + 1}`;
        const value = row[c.key];
        const cellError = errorOf(`work_order_items.${index}.${c.key}`);
        return (
          <Table.Td key={c.key} style={{ opacity: disabled ? 0.45 : 1 }}>
            {c.kind === 'bool' ? (
              <Checkbox aria-label={label} checked={!!value} disabled={disabled} onChange={(e) => setCell(index, c.key, e.currentTarget.checked)} />
            ) : c.kind === 'select' ? (
              <Select
                aria-label={label}
                size="xs"
                data={choiceData(c, choices, String(value))}
                value={String(value)}
                disabled={disabled}
                allowDeselect={false}
                onChange={(v) => setCell(index, c.key, v ?? SELECT_PLACEHOLDER)}
                styles={
                  c.key === 'channel_size' && choices?.channel_size_color[String(value)]
                    ? { input: { borderLeft: `4px solid var(--mantine-color-${choices.channel_size_color[String(value)]}-6)` } }
                    : undefined
                }
              />
            ) : c.kind === 'text' ? (
              <TextInput aria-label={label} size="xs" value={String(value)} disabled={disabled} error={cellError} onChange={(e) => setCell(index, c.key, e.currentTarget.value)} />
            ) : (
              // A typed minus stays (never dropped nor clamped: "-2" must not become 2); the check refuses it.
              <NumberInput
                aria-label={label}
                size="xs"
                min={0}
                clampBehavior="none"
                allowDecimal={c.kind !== 'quantity'}
                decimalScale={2}
                value={value as number | string}
                disabled={disabled}
                error={cellError}
                onChange={(v) => setCell(index, c.key, v === '' ? 0 : v)}
              />
            )}
          </Table.Td>
        );
      })}
      <Table.Td>
        <ActionIcon color="red" variant="subtle" aria-label={`Remove row ${index + 1}`} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
