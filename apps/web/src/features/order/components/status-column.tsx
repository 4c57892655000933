import { Badge } from '@mantine/core';
import type { PagedTableColumn } from '../../../components/paged-table';

/** A column of the schedule tables showing a status word in a light badge of its colour, never wrapped. */
export function statusColumn<T, S extends string>(key: string, header: string, statusOf: (row: T) => S, colors: Record<S, string>): PagedTableColumn<T> {
  return {
    key,
    header,
    render: (row) => (
      <Badge color={colors[statusOf(row)]} variant="light" miw="max-content">
        {statusOf(row)}
      </Badge>
    ),
  };
}
