import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { PagedTableColumn } from './paged-table';

/** The last column of a list: "View", a link to the row's page. */
export function viewColumn<T>(key: string, pageOf: (row: T) => string): PagedTableColumn<T> {
  return {
    key,
    header: 'Action',
    render: (row) => (
      <Anchor component={Link} to={pageOf(row)} size="sm">
        View
      </Anchor>
    ),
  };
}
