import { Button, Checkbox, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { flagOf, type ItemColumn, type WorkOrderChoices, type WorkOrderItemField } from '@steelworks/contract/workorder';
import { WorkOrderRow } from './work-order-row';
import { columnLabel } from './work-order-sheet';
import { newRow, type HeadValues, type RowValues } from './work-order-values';

export interface WorkOrderRowsEditorProps {
  head: HeadValues;
  rows: RowValues[];
  columns: ItemColumn[];
  choices: WorkOrderChoices | undefined;
  set: <K extends keyof HeadValues>(key: K, value: HeadValues[K]) => void;
  onRows: (rows: RowValues[]) => void;
  errorOf: (field: string) => string | undefined;
}

/** The Items table: a tick per column (shown on the print or greyed), the rows, Add Row and the total quantity. */
export function WorkOrderRowsEditor({ head, rows, columns, choices, set, onRows, errorOf }: WorkOrderRowsEditorProps) {
  const setCell = (index: number, key: WorkOrderItemField, value: string | number | boolean) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const totalQuantity = rows.reduce((sum, r) => sum + (Number(r.quantity) || 0), 0);

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Items</Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onRows([...rows, newRow()])}>
          Add Row
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Untick a column to grey it out; greyed columns are left off the printed work order.
      </Text>
      <ScrollArea type="auto">
        <Table withColumnBorders fz="xs" aria-label="Work order rows" miw={columns.length * 120}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sr No</Table.Th>
              {columns.map((c) => {
                const flag = flagOf(c.key);
                return (
                  <Table.Th key={c.key} style={{ opacity: head[flag] ? 1 : 0.45, minWidth: c.kind === 'bool' ? 70 : 120 }}>
                    <Checkbox
                      size="xs"
                      label={columnLabel(c, head)}
                      aria-label={`Show ${columnLabel(c, head)}`}
                      checked={head[flag]}
                      onChange={(e) => set(flag, e.currentTarget.checked)}
                    />
                  </Table.Th>
                );
              })}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <WorkOrderRow
                key={row.id ?? `new-${index}`}
                row={row}
                index={index}
                head={head}
                columns={columns}
                choices={choices}
                errorOf={errorOf}
                setCell={setCell}
                onRemove={() => onRows(rows.filter((_, i) => i !== index))}
              />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={columns.length + 2} aria-label="Total Quantity">
                Total Quantity: {totalQuantity}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
