import { Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { CardPlace, PagedTableColumn, RowKey } from './paged-table';

/** Where a column goes on a card when the column does not say. */
function cardPlace<T>(column: PagedTableColumn<T>, index: number): CardPlace {
  if (column.card) return column.card;
  if (index === 0) return 'title';
  if (/^status$/i.test(column.key)) return 'badge';
  if (/^(action|actions|view)$/i.test(column.key)) return 'action';
  return 'field';
}

export interface PagedCardListProps<T> {
  rows: T[];
  columns: PagedTableColumn<T>[];
  rowKey: (row: T) => RowKey;
  cell: (column: PagedTableColumn<T>, row: T, index: number) => ReactNode;
  /** Shown instead of the cards when there are none ("Loading..." or the empty text). */
  emptyMessage: ReactNode;
  /** Row checkboxes, when the table has a selection. */
  selection?: { isSelected: (key: RowKey) => boolean; toggle: (key: RowKey) => void };
  rowProps?: (row: T, index: number) => ComponentPropsWithoutRef<'tr'> | undefined;
  label?: string;
}

/** A paged table on a phone: each row a card with its title, badges, label-value fields and its action at the bottom. */
export function PagedCardList<T>({ rows, columns, rowKey, cell, emptyMessage, selection, rowProps, label }: PagedCardListProps<T>) {
  const places = columns.map((column, index) => cardPlace(column, index));
  const placed = (place: CardPlace) => columns.filter((_, index) => places[index] === place);
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {rows.length === 0 ? (
        <Text ta="center" c="dimmed" py="lg">
          {emptyMessage}
        </Text>
      ) : (
        rows.map((row, index) => {
          const key = rowKey(row);
          const style = rowProps?.(row, index)?.style;
          return (
            <Card key={key} withBorder radius="sm" p="sm" role="listitem" style={style}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {selection && (
                    <Checkbox aria-label={`Select row ${key}`} checked={selection.isSelected(key)} onChange={() => selection.toggle(key)} />
                  )}
                  <Box fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {placed('title').map((column) => (
                      <div key={column.key}>{cell(column, row, index)}</div>
                    ))}
                  </Box>
                </Group>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {placed('badge').map((column) => (
                    <div key={column.key}>{cell(column, row, index)}</div>
                  ))}
                </Group>
              </Group>
              {placed('field').length > 0 && (
                <Stack gap={4} mt="xs">
                  {placed('field').map((column) => (
                    <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {column.header}
                      </Text>
                      <Box fz="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cell(column, row, index)}
                      </Box>
                    </Group>
                  ))}
                </Stack>
              )}
              {placed('action').map((column) => (
                <Group key={column.key} grow mt="sm" gap="xs" data-card-action>
                  {cell(column, row, index)}
                </Group>
              ))}
            </Card>
          );
        })
      )}
    </Stack>
  );
}
