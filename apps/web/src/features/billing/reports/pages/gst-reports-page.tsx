import { NativeSelect, Stack, Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { RefreshLink } from '../../../../components/refresh-link';
import { downloadHsnSummary, useHsnSummary } from '../api/get-hsn-summary';
import { downloadSalesRegister, useSalesRegister } from '../api/get-sales-register';
import { gstReportKeys } from '../api/keys';
import { hsnSummaryColumns, hsnSummaryTotals, salesRegisterColumns, salesRegisterTotals } from '../components/report-columns';
import { ReportSection } from '../components/report-section';
import { ReportTable } from '../components/report-table';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_PATTERN = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;
/** How far back the picker reaches: two financial years and the current one. */
const MONTHS_SHOWN = 36;

/** "2026-10" moved by `delta` months. */
function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + delta, 1)).toISOString().slice(0, 7);
}

const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/**
 * /billing/reports (admin, production manager): the month's GST sales register and HSN summary as previews and CSV
 * files (issue 31 point 7). The month lives in the URL (?month=); by default last month, the one a return is filed for.
 */
export default function GstReportsPage() {
  const [params, setParams] = useSearchParams();
  const thisMonth = todayIn(DEFAULT_TIME_ZONE).slice(0, 7);
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : shiftMonth(thisMonth, -1);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, k) => shiftMonth(thisMonth, -k));
  if (!months.includes(month)) months.push(month);
  const register = useSalesRegister(month);
  const hsn = useHsnSummary(month);

  return (
    <>
      <PageHeader title="GST Reports" actions={<RefreshLink queryKey={gstReportKeys.all} />} />
      <Stack gap="md">
        <Text c="dimmed">
          The month&apos;s sales register and HSN summary as CSV files for the accountant, who files the GSTR-1 return from them.
        </Text>
        <NativeSelect
          label="Month"
          w={{ base: '100%', xs: 240 }}
          value={month}
          onChange={(event) => setParams({ month: event.currentTarget.value })}
          data={months.map((value) => ({ value, label: monthLabel(value) }))}
        />
        <ReportSection
          title="Sales register"
          description="Every invoice and credit note of the month, one row per GST rate; credit notes count negative."
          downloadLabel="Download sales register CSV"
          download={() => downloadSalesRegister(month)}
          loading={register.isLoading}
          error={register.error}
          empty={(register.data?.rows.length ?? 0) === 0}
        >
          {register.data && (
            <ReportTable
              label={`Sales register, ${monthLabel(month)}`}
              columns={salesRegisterColumns}
              rows={register.data.rows}
              totals={salesRegisterTotals(register.data)}
              emptyText="No invoice or credit note this month"
            />
          )}
        </ReportSection>
        <ReportSection
          title="HSN summary"
          description="Quantities, taxable value and tax of the month per HSN code and rate."
          downloadLabel="Download HSN summary CSV"
          download={() => downloadHsnSummary(month)}
          loading={hsn.isLoading}
          error={hsn.error}
          empty={(hsn.data?.rows.length ?? 0) === 0}
        >
          {hsn.data && (
            <ReportTable
              label={`HSN summary, ${monthLabel(month)}`}
              columns={hsnSummaryColumns}
              rows={hsn.data.rows}
              totals={hsnSummaryTotals(hsn.data)}
              emptyText="Nothing sold this month"
            />
          )}
        </ReportSection>
      </Stack>
    </>
  );
}
