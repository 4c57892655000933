import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One heading: a text, or a heading aligned right (over numbers) or of a set width. */
export type HeadCell = ReactNode | { label: ReactNode; align?: 'right'; w?: number };

/** A heading over numbers. */
export const right = (label: ReactNode): HeadCell => ({ label, align: 'right' });

function isCellObject(cell: HeadCell): cell is { label: ReactNode; align?: 'right'; w?: number } {
  return typeof cell === 'object' && cell !== null && 'label' in cell;
}

/**
 * The header row of a plain (not paged) table. A `false` cell is a column this view leaves out, e.g.
 * `withPrices && { label: 'Price', align: 'right' }`.
 */
export function TableHead({ cells }: { cells: Array<HeadCell | false> }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {cells.map((cell, index) =>
          cell === false ? null : isCellObject(cell) ? (
            <Table.Th key={index} ta={cell.align} w={cell.w}>
              {cell.label}
            </Table.Th>
          ) : (
            <Table.Th key={index}>{cell}</Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * A plain (not paged) table: its header row, then the rows given as children. With `minWidth` it scrolls sideways
 * inside its card on a narrow phone instead of the page.
 */
export function PlainTable({
  label,
  head,
  minWidth,
  children,
  ...table
}: { label: string; head: Array<HeadCell | false>; minWidth?: number; children: ReactNode } & Omit<TableProps, 'children'>) {
  const body = (
    <Table aria-label={label} {...table}>
      <TableHead cells={head} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{body}</Table.ScrollContainer> : body;
}
