import { Anchor } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import type { PagedTableColumn } from '../../../../components/paged-table';
import { PeriodTable, PeriodTabsPage, taxFigures, useListPeriod } from '../../../../components/period-list';
import { getRole } from '../../../../lib/session';
import { useInvoiceTotals, useInvoices, type InvoiceFilter, type InvoiceFilters } from '../api/get-invoices';
import { InvoiceDue } from '../components/invoice-due';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';

const TABS: { value: string; label: string; status?: InvoiceFilter }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open', status: 'Open' },
  { value: 'overdue', label: 'Overdue', status: 'Overdue' },
  { value: 'paid', label: 'Paid', status: 'Paid' },
  { value: 'cancelled', label: 'Cancelled', status: 'Cancelled' },
];

function invoiceColumns(staff: boolean): PagedTableColumn<InvoiceListItem>[] {
  const columns: (PagedTableColumn<InvoiceListItem> | false)[] = [
    {
      key: 'number',
      header: 'Number',
      render: (invoice) => (
        <Anchor component={Link} to={`/billing/invoices/${invoice.id}`} size="sm" fw={600}>
          {invoice.number}
        </Anchor>
      ),
    },
    { key: 'invoice_date', header: 'Date', render: (invoice) => formatDisplayDate(invoice.invoice_date) },
    {
      key: 'order',
      header: 'Order',
      render: (invoice) => (
        <Anchor component={Link} to={`/orders/${invoice.order_id}`} size="sm">
          #{invoice.order_auto_id}
        </Anchor>
      ),
    },
    // A dealer sees only its own invoices (the server filters), so the column would repeat its own name.
    staff && { key: 'dealer_name', header: 'Dealer' },
    { key: 'total', header: 'Total', align: 'right', render: (invoice) => <Money value={invoice.total} /> },
    { key: 'amount_paid', header: 'Paid', align: 'right', render: (invoice) => <Money value={invoice.amount_paid} /> },
    { key: 'balance_due', header: 'Balance due', align: 'right', render: (invoice) => <Money value={invoice.balance_due} /> },
    { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusBadge invoice={invoice} /> },
    { key: 'due', header: 'Due', render: (invoice) => <InvoiceDue invoice={invoice} /> },
  ];
  return columns.filter((column): column is PagedTableColumn<InvoiceListItem> => column !== false);
}

function InvoicesTable({ tab, staff }: { tab: (typeof TABS)[number]; staff: boolean }) {
  const dates = useListPeriod();
  const filters: InvoiceFilters = { status: tab.status, ...dates.period };
  const query = useInvoices(filters);
  const totals = useInvoiceTotals(filters).data;
  return (
    <PeriodTable
      {...dates}
      count={totals?.count}
      figures={[...taxFigures(totals), { label: 'Paid', value: totals?.paid }, { label: 'Balance', value: totals?.balance }]}
      query={query}
      columns={invoiceColumns(staff)}
      searchPlaceholder={staff ? 'Search.. Invoice number or Dealer' : 'Search.. Invoice number'}
      emptyText={tab.status ? `No ${tab.label.toLowerCase()} invoices` : 'No invoices yet'}
      label="Invoices"
    />
  );
}

/**
 * /billing/invoices: tax invoices by status tab (?status=overdue) and date range (?from&to), searchable by number and
 * dealer, paged, with the totals of what is selected and its CSV; cards on a phone.
 */
export default function InvoicesPage() {
  const staff = canAccess(getRole(), 'billing');
  return (
    <PeriodTabsPage title="Invoices" trail={[{ label: 'Accounts' }]} param="status" tabs={TABS}>
      {(tab) => <InvoicesTable tab={tab} staff={staff} />}
    </PeriodTabsPage>
  );
}
