import { Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedCardList } from '../../../../components/paged-card-list';
import { ColumnCells, columnCell, type PagedTableColumn } from '../../../../components/paged-table';
import { usePhone } from '../../../../components/use-phone';

export interface ReportTableProps<T> {
  label: string;
  columns: PagedTableColumn<T>[];
  rows: T[];
  /** The totals row: a cell per column key (the first column says "Total"); none when absent. */
  totals?: Record<string, ReactNode>;
  emptyText: string;
}

/**
 * A month's report as a preview: a table with its totals row at the foot; on a phone the rows are cards (as a paged
 * table's are) and the totals one card at the end. The whole report is the CSV; this shows what it holds.
 */
export function ReportTable<T>({ label, columns, rows, totals, emptyText }: ReportTableProps<T>) {
  const phone = usePhone();

  if (phone) {
    return (
      <Stack gap="xs">
        <PagedCardList rows={rows} columns={columns} rowKey={(row) => rows.indexOf(row)} cell={columnCell} emptyMessage={emptyText} label={label} />
        {rows.length > 0 && totals && (
          <Card withBorder radius="sm" p="sm" bg="gray.0" aria-label={`${label} totals`}>
            <Text fw={700}>Total</Text>
            <Stack gap={4} mt="xs">
              {columns
                .filter((column, index) => index > 0 && totals[column.key] !== undefined)
                .map((column) => (
                  <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {column.header}
                    </Text>
                    <Text size="sm" fw={600}>
                      {totals[column.key]}
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Card>
        )}
      </Stack>
    );
  }

  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing="xs" miw={columns.length * 90} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={index}>
                <ColumnCells columns={columns} row={row} index={index} />
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {rows.length > 0 && totals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} ta={column.align}>
                  {index === 0 ? 'Total' : totals[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
