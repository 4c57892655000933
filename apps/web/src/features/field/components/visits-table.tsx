import { Anchor, Group, Stack } from '@mantine/core';
import type { VisitEntry } from '@steelworks/contract/field';
import { FIELD_TEXT } from '@steelworks/contract/field-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import type { PagedQuery } from '../../../components/use-paged-query';
import { formatDuration, formatLocation, formatVisitTime } from './format';
import { VisitBadges } from './visit-badges';

export type VisitTableKind = 'dashboard' | 'list' | 'site';

/**
 * The visit tables of docs/product/screens-and-texts.md#routes. `dashboard` (/fields): Check In, Staff Name, Site Name, Owner Name, Duration,
 * View. `list` (/visit-entry, a staff page): Check In, Check In Location, Check Out (the spec's "Name" header holds the
 * check-out date, docs/product/screens-and-texts.md#column-headings), Check Out Location, Duration, Status, View Details. `site`: Date, Staff
 * Name, Site Name, Owner Name, Duration, View Details.
 */
export function VisitsTable({
  query,
  kind,
  toolbar,
  emptyText = FIELD_TEXT.noData,
}: {
  query: PagedQuery<VisitEntry>;
  kind: VisitTableKind;
  toolbar?: ReactNode;
  emptyText?: string;
}) {
  const staff: PagedTableColumn<VisitEntry> = {
    key: 'staff',
    header: 'Staff Name',
    render: (v) => (
      <Anchor component={Link} to={`/fieldstaff/${v.field_staff}`}>
        {v.fieldstaff_name}
      </Anchor>
    ),
  };
  const site: PagedTableColumn<VisitEntry> = {
    key: 'site',
    header: 'Site Name',
    render: (v) => (
      <Stack gap={2}>
        <Anchor component={Link} to={`/fieldsite/${v.fieldsite}`}>
          {v.fieldsite_name}
        </Anchor>
        {v.outside_site && <VisitBadges visit={{ ...v, status: v.status }} />}
      </Stack>
    ),
  };
  const owner: PagedTableColumn<VisitEntry> = { key: 'owner', header: 'Owner Name', render: (v) => v.owner_name };
  const duration: PagedTableColumn<VisitEntry> = { key: 'duration', header: 'Duration', render: (v) => formatDuration(v.duration) };
  const view = (label: string): PagedTableColumn<VisitEntry> => ({
    key: 'action',
    header: 'Action',
    render: (v) => (
      <Anchor component={Link} to={`/visit-entry/${v.id}`}>
        {label}
      </Anchor>
    ),
  });
  const columns: PagedTableColumn<VisitEntry>[] =
    kind === 'dashboard'
      ? [{ key: 'in', header: 'Check In', render: (v) => formatVisitTime(v.check_in_date) }, staff, site, owner, duration, view('View')]
      : kind === 'site'
        ? [{ key: 'in', header: 'Date', render: (v) => formatVisitTime(v.check_in_date) }, staff, site, owner, duration, view('View Details')]
        : [
            { key: 'in', header: 'Check In', render: (v) => formatVisitTime(v.check_in_date) },
            { key: 'inloc', header: 'Check In Location', render: (v) => formatLocation(v.check_in_location) },
            { key: 'out', header: 'Check Out', render: (v) => formatVisitTime(v.check_out_date) },
            { key: 'outloc', header: 'Check Out Location', render: (v) => formatLocation(v.check_out_location) },
            duration,
            { key: 'status', header: 'Status', render: (v) => <Group gap={4}><VisitBadges visit={v} /></Group> },
            view('View Details'),
          ];
  return <PagedTable query={query} columns={columns} toolbar={toolbar} emptyText={emptyText} label="Visit Entries" />;
}
