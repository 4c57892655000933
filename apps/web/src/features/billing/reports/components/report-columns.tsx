import { Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { ReactNode } from 'react';
import { Money } from '../../../../components/money';
import type { PagedTableColumn } from '../../../../components/paged-table';
import type { HsnSummary, HsnSummaryRow } from '../api/get-hsn-summary';
import type { SalesRegister, SalesRegisterRow } from '../api/get-sales-register';
import type { TdsReportRow } from '../api/get-tds-report';
import type { Gstr1Summary } from '../api/get-gstr1';
import type { Gstr3b } from '../api/get-gstr3b';
import type { TdsReport } from '@steelworks/contract/vouchers';

/** "18.00" -> "18%", "12.50" -> "12.5%". */
function formatRate(rate: string): string {
  return `${rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate}%`;
}

const money = <K extends string>(key: K, header: string) => ({
  key,
  header,
  align: 'right' as const,
  render: (row: Record<K, string>) => <Money value={row[key]} />,
});

/** The money columns both reports end with, and their totals. */
const TAX_KEYS = ['taxable_value', 'cgst', 'sgst', 'igst', 'total'] as const;
const TAX_HEADERS = { taxable_value: 'Taxable value', cgst: 'CGST', sgst: 'SGST', igst: 'IGST', total: 'Total' };
const taxColumns = () => TAX_KEYS.map((key) => money(key, TAX_HEADERS[key]));
const rateColumn = { key: 'gst_rate', header: 'Rate', align: 'right' as const, render: (row: { gst_rate: string }) => formatRate(row.gst_rate) };

function taxTotals(totals: Record<(typeof TAX_KEYS)[number], string>): Record<string, ReactNode> {
  return Object.fromEntries(TAX_KEYS.map((key) => [key, <Money key={key} value={totals[key]} />]));
}

export const salesRegisterColumns: PagedTableColumn<SalesRegisterRow>[] = [
  {
    key: 'number',
    header: 'Number',
    render: (row) => (
      <>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {row.number}
        </Text>
        {row.original_invoice && (
          <Text size="xs" c="dimmed">
            cancels {row.original_invoice}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'document',
    header: 'Document',
    card: 'badge',
    render: (row) => (
      <Text size="sm" fw={600} c={row.document === 'Invoice' ? 'blue.8' : 'orange.8'} style={{ whiteSpace: 'nowrap' }}>
        {row.document}
      </Text>
    ),
  },
  { key: 'date', header: 'Date', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.date)}</span> },
  { key: 'buyer_name', header: 'Buyer' },
  { key: 'buyer_gstin', header: 'Buyer GSTIN', render: (row) => row.buyer_gstin ?? 'Unregistered' },
  { key: 'place_of_supply', header: 'Place of supply' },
  rateColumn,
  ...taxColumns(),
];

export const salesRegisterTotals = (register: SalesRegister) => taxTotals(register.totals);

export const hsnSummaryColumns: PagedTableColumn<HsnSummaryRow>[] = [
  { key: 'hsn_code', header: 'HSN' },
  { key: 'description', header: 'Description' },
  { key: 'unit', header: 'Unit' },
  { key: 'quantity', header: 'Quantity', align: 'right' },
  rateColumn,
  ...taxColumns(),
];

export const hsnSummaryTotals = (summary: HsnSummary) => ({ ...taxTotals(summary.totals), quantity: summary.totals.quantity });

export const tdsReportColumns: PagedTableColumn<TdsReportRow>[] = [
  { key: 'dealer_name', header: 'Dealer' },
  { key: 'gstin', header: 'GSTIN', render: (row) => row.gstin ?? '-' },
  { key: 'section', header: 'Section' },
  { key: 'payments', header: 'Payments', align: 'right' },
  money('amount_received', 'Amount received'),
  money('tds_amount', 'TDS'),
];

export function tdsReportTotals(report: TdsReport): Record<string, ReactNode> {
  return {
    dealer_name: 'Total',
    payments: String(report.totals.payments),
    amount_received: <Money value={report.totals.amount_received} />,
    tds_amount: <Money value={report.totals.tds_amount} />,
  };
}

type Gstr1SectionRow = Gstr1Summary['sections'][number];
type Gstr1DocumentRow = Gstr1Summary['documents'][number];

const returnTaxColumns = () => [money('taxable_value', 'Taxable value'), money('igst', 'IGST'), money('cgst', 'CGST'), money('sgst', 'SGST'), money('cess', 'Cess')];

/** GSTR-1's sections as the preview shows them: notes count negative (a credit note) or positive (a debit note). */
export const gstr1SectionColumns: PagedTableColumn<Gstr1SectionRow>[] = [
  { key: 'title', header: 'Section', render: (row) => <Text size="sm" fw={600}>{row.title}</Text> },
  { key: 'count', header: 'Count', align: 'right' },
  ...returnTaxColumns(),
];

/** Table 13: each series' first and last number of the period, how many, how many cancelled. */
export const gstr1DocumentColumns: PagedTableColumn<Gstr1DocumentRow>[] = [
  { key: 'title', header: 'Document' },
  { key: 'from', header: 'From' },
  { key: 'to', header: 'To' },
  { key: 'total', header: 'Total', align: 'right' },
  { key: 'cancelled', header: 'Cancelled', align: 'right' },
  { key: 'net_issued', header: 'Net issued', align: 'right' },
];

export type Gstr3bRow = { label: string; taxable_value: string; igst: string; cgst: string; sgst: string; cess: string };

export const gstr3bColumns: PagedTableColumn<Gstr3bRow>[] = [{ key: 'label', header: 'Supplies' }, ...returnTaxColumns()];

export const gstr3bStateColumns: PagedTableColumn<Gstr3b['inter_state_unregistered'][number]>[] = [
  { key: 'place_of_supply_name', header: 'Place of supply' },
  money('taxable_value', 'Taxable value'),
  money('igst', 'IGST'),
];
