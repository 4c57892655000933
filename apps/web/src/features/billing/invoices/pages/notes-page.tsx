import { Anchor } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { noteReasonLabel, type NoteKind } from '@steelworks/contract/invoice';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import type { PagedTableColumn } from '../../../../components/paged-table';
import { PeriodTable, PeriodTabsPage, taxFigures, useListPeriod } from '../../../../components/period-list';
import { getRole } from '../../../../lib/session';
import { useNotes, useNoteTotals, type NoteListItem } from '../api/get-notes';

const TABS: { value: string; label: string; kind?: NoteKind }[] = [
  { value: 'all', label: 'All' },
  { value: 'credit', label: 'Credit notes', kind: 'credit' },
  { value: 'debit', label: 'Debit notes', kind: 'debit' },
];

function noteColumns(staff: boolean): PagedTableColumn<NoteListItem>[] {
  const columns: (PagedTableColumn<NoteListItem> | false)[] = [
    {
      key: 'number',
      header: 'Number',
      render: (note) => (
        <Anchor component={Link} to={`/billing/credit-notes/${note.id}`} size="sm" fw={600}>
          {note.number}
        </Anchor>
      ),
    },
    { key: 'note_date', header: 'Date', render: (note) => formatDisplayDate(note.note_date) },
    {
      key: 'invoice',
      header: 'Invoice',
      render: (note) => (
        <Anchor component={Link} to={`/billing/invoices/${note.invoice_id}`} size="sm">
          {note.invoice_number}
        </Anchor>
      ),
    },
    staff && { key: 'dealer_name', header: 'Dealer' },
    { key: 'reason_code', header: 'Reason', render: (note) => noteReasonLabel(note.reason_code) },
    { key: 'total', header: 'Total', align: 'right', render: (note) => <Money value={note.kind === 'credit' ? `-${note.total}` : note.total} /> },
  ];
  return columns.filter((column): column is PagedTableColumn<NoteListItem> => column !== false);
}

function NotesTable({ tab, staff }: { tab: (typeof TABS)[number]; staff: boolean }) {
  const dates = useListPeriod();
  const query = useNotes({ kind: tab.kind, ...dates.period });
  const totals = useNoteTotals({ kind: tab.kind, ...dates.period }).data;
  return (
    <PeriodTable
      {...dates}
      count={totals?.count}
      figures={taxFigures(totals)}
      query={query}
      columns={noteColumns(staff)}
      searchPlaceholder={staff ? 'Search.. Note number or Dealer' : 'Search.. Note number'}
      emptyText={tab.kind ? `No ${tab.label.toLowerCase()} yet` : 'No notes yet'}
      label="Credit and debit notes"
    />
  );
}

/**
 * /billing/notes: credit and debit notes by kind tab (?kind=debit) and date range (?from&to), searchable, paged, with
 * the totals of what is selected and its CSV; cards on a phone.
 */
export default function NotesPage() {
  const staff = canAccess(getRole(), 'billing');
  return (
    <PeriodTabsPage title="Credit & debit notes" trail={[{ label: 'Accounts' }]} param="kind" tabs={TABS}>
      {(tab) => <NotesTable tab={tab} staff={staff} />}
    </PeriodTabsPage>
  );
}
