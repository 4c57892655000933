import { Box, Checkbox, Group, LoadingOverlay, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslate } from '../lib/i18n/i18n';
import { ExportCsvButton } from './export-csv-button';
import { PagedCardList } from './paged-card-list';
import { PagedTableFooter } from './paged-table-footer';
import type { PagedQuery } from './use-paged-query';
import { usePhone } from './use-phone';

export type RowKey = string | number;

export interface PagedTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; without it the row's own `key` property is shown. */
  render?: (row: T, index: number) => ReactNode;
  width?: CSSProperties['width'];
  align?: 'left' | 'center' | 'right';
  /**
   * Its place on a phone, where each row is a card (below 768 px): `title` (the first column by default), `badge` (a
   * status column by default), `action` (an "Action" column by default: full width at the bottom), `field` (a label
   * and its value), or `hidden`.
   */
  card?: CardPlace;
}

export type CardPlace = 'title' | 'badge' | 'action' | 'field' | 'hidden';

interface PagedTableSelection {
  selected: RowKey[];
  onChange: (selected: RowKey[]) => void;
}

export interface PagedTableProps<T> {
  /** The result of `usePagedQuery`. */
  query: PagedQuery<T>;
  columns: PagedTableColumn<T>[];
  /** Defaults to the row's `id`. */
  rowKey?: (row: T) => RowKey;
  /** Shows the search box (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Shown when there are no rows (default "No Data"). */
  emptyText?: ReactNode;
  /** Extra content next to the search box: filters, tabs, buttons. */
  toolbar?: ReactNode;
  /** Row checkboxes; the caller keeps the selected keys. */
  selection?: PagedTableSelection;
  /** Milliseconds of quiet typing before the search is sent (default 400). */
  searchDelay?: number;
  /** Accessible name of the table. */
  label?: string;
  /** Extra attributes of a row (a highlight style, a `data-` flag), e.g. for low-stock sheets. */
  rowProps?: (row: T, index: number) => ComponentPropsWithoutRef<'tr'> | undefined;
}

/** What a column shows of a row: its `render`, or else the row's field of the column's key as text. */
export function columnCell<T>(column: PagedTableColumn<T>, row: T, index: number): ReactNode {
  return column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '');
}

/** A row's cells in a table, one per column. */
export function ColumnCells<T>({ columns, row, index }: { columns: PagedTableColumn<T>[]; row: T; index: number }) {
  return columns.map((column) => (
    <Table.Td key={column.key} ta={column.align}>
      {columnCell(column, row, index)}
    </Table.Td>
  ));
}

/** The paged list every module uses: search, 10 rows a page, pager, loading and empty states. */
export function PagedTable<T>({
  query,
  columns,
  rowKey = (row) => (row as { id: RowKey }).id,
  searchable = true,
  searchPlaceholder = 'Search...',
  emptyText = 'No Data',
  toolbar,
  selection,
  searchDelay = 400,
  label,
  rowProps,
}: PagedTableProps<T>) {
  const [text, setText] = useState(query.search);
  // The URL's search follows the box; only a change from elsewhere (back/forward, a link) goes back into the box,
  // so an answer arriving mid-typing never overwrites what is being typed.
  const sent = useRef(query.search);
  useEffect(() => {
    if (query.search !== sent.current.trim()) {
      sent.current = query.search;
      setText(query.search);
    }
  }, [query.search]);
  const sendSearch = useDebouncedCallback((value: string) => {
    sent.current = value;
    query.setSearch(value);
  }, searchDelay);
  // A search still waiting when the page is left must not pull the user back to this list: neither after this page
  // is gone, nor while the next page is still loading (a lazy page), when its navigation would cancel that one.
  const pendingSearch = useRef(sendSearch);
  pendingSearch.current = sendSearch;
  useEffect(() => () => pendingSearch.current.cancel(), []);
  const { pathname } = useLocation();
  const leaving = useNavigation().location?.pathname;
  useEffect(() => {
    if (leaving !== undefined && leaving !== pathname) pendingSearch.current.cancel();
  }, [leaving, pathname]);

  const keys = query.rows.map(rowKey);
  const selected = new Set(selection?.selected ?? []);
  const allSelected = keys.length > 0 && keys.every((k) => selected.has(k));
  const someSelected = keys.some((k) => selected.has(k));
  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selected.filter((k) => !keys.includes(k));
    selection.onChange(allSelected ? others : [...others, ...keys]);
  };
  const toggleOne = (key: RowKey) => {
    if (!selection) return;
    selection.onChange(selected.has(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key]);
  };

  const phone = usePhone();
  const t = useTranslate();
  const emptyMessage = query.isLoading ? t('Loading...') : emptyText;

  const exportButton = query.exportCsv && <ExportCsvButton exportCsv={query.exportCsv} disabled={query.count === 0} />;

  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        {(searchable || toolbar || exportButton) && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            {searchable ? (
              <TextInput
                aria-label="Search"
                placeholder={searchPlaceholder}
                leftSection={<IconSearch size={16} />}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  sendSearch(event.currentTarget.value);
                }}
                // Leaving the box (to tick a row, press a button) applies the search at once, so it never lands after
                // the action that followed it.
                onBlur={() => sendSearch.flush()}
                w={{ base: '100%', sm: 320 }}
              />
            ) : (
              <span />
            )}
            {(toolbar || exportButton) && (
              <Group gap="xs">
                {toolbar}
                {exportButton}
              </Group>
            )}
          </Group>
        )}
        <Box pos="relative">
          <LoadingOverlay visible={query.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          {phone ? (
            <PagedCardList
              rows={query.rows}
              columns={columns}
              rowKey={rowKey}
              cell={columnCell}
              emptyMessage={emptyMessage}
              selection={selection && { isSelected: (key) => selected.has(key), toggle: toggleOne }}
              rowProps={rowProps}
              label={label}
            />
          ) : (
            <ScrollArea type="auto">
              <Table striped highlightOnHover verticalSpacing="sm" miw={columns.length * 110} aria-label={label}>
                <Table.Thead>
                  <Table.Tr>
                    {selection && (
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label="Select all rows"
                          checked={allSelected}
                          indeterminate={someSelected && !allSelected}
                          onChange={toggleAll}
                        />
                      </Table.Th>
                    )}
                    {columns.map((column) => (
                      <Table.Th key={column.key} w={column.width} ta={column.align}>
                        {column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={columnCount}>
                        <Text ta="center" c="dimmed" py="lg">
                          {emptyMessage}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    query.rows.map((row, index) => {
                      const key = rowKey(row);
                      return (
                        <Table.Tr key={key} {...rowProps?.(row, index)}>
                          {selection && (
                            <Table.Td>
                              <Checkbox
                                aria-label={`Select row ${key}`}
                                checked={selected.has(key)}
                                onChange={() => toggleOne(key)}
                              />
                            </Table.Td>
                          )}
                          <ColumnCells columns={columns} row={row} index={index} />
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Box>
        <PagedTableFooter query={query} />
      </Stack>
    </Paper>
  );
}
