import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { RefreshLink } from '../../../../components/refresh-link';
import { downloadHsnSummary, useHsnSummary } from '../api/get-hsn-summary';
import { downloadSalesRegister, useSalesRegister } from '../api/get-sales-register';
import { gstReportKeys } from '../api/keys';
import { downloadTdsReport, useTdsReport } from '../api/get-tds-report';
import { hsnSummaryColumns, hsnSummaryTotals, salesRegisterColumns, salesRegisterTotals, tdsReportColumns, tdsReportTotals } from '../components/report-columns';
import { tdsQuarterOf } from '@steelworks/contract/dealer-account';
import { Gstr1Section, Gstr3bSection } from '../components/gst-returns-sections';
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
 * /billing/reports (admin, production manager): GSTR-1 (the portal's JSON, after the check) and GSTR-3B for the month
 * or its quarter (issue 44), then the month's GST sales register and HSN summary as previews and CSV files (issue 31
 * point 7). The month lives in the URL (?month=); by default last month, the one a return is filed for.
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
  const quarter = tdsQuarterOf(`${month}-01`);
  const tds = useTdsReport(quarter);
  // GSTR-1 and GSTR-3B for the month, or (a quarterly filer) for the quarter of the financial year it falls in.
  const returnScope = params.get('return') === 'quarter' ? 'quarter' : 'month';
  const returnPeriod = returnScope === 'quarter' ? quarter : month;
  const returnLabel = returnScope === 'quarter' ? quarter : monthLabel(month);

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
          onChange={(event) => setParams({ month: event.currentTarget.value, ...(returnScope === 'quarter' ? { return: 'quarter' } : {}) })}
          data={months.map((value) => ({ value, label: monthLabel(value) }))}
        />
        <SegmentedControl
          aria-label="Return period"
          w={{ base: '100%', xs: 'auto' }}
          value={returnScope}
          onChange={(value) => setParams({ month, ...(value === 'quarter' ? { return: 'quarter' } : {}) })}
          data={[
            { value: 'month', label: `Month: ${monthLabel(month)}` },
            { value: 'quarter', label: `Quarter: ${quarter}` },
          ]}
        />
        <Gstr1Section period={returnPeriod} label={returnLabel} />
        <Gstr3bSection period={returnPeriod} label={returnLabel} />
        <ReportSection
          title="Sales register"
          description="Every invoice and credit note of the month, one row per GST rate; credit notes count negative."
          downloads={[{ label: 'Download sales register CSV', run: () => downloadSalesRegister(month) }]}
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
          downloads={[{ label: 'Download HSN summary CSV', run: () => downloadHsnSummary(month) }]}
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
        <ReportSection
          title={`TDS deducted by dealers, ${quarter}`}
          description="The quarter of the month chosen: per dealer and section (s.194Q), to match with Form 26AS."
          downloads={[{ label: 'Download TDS CSV', run: () => downloadTdsReport(quarter) }]}
          loading={tds.isLoading}
          error={tds.error}
          empty={(tds.data?.rows.length ?? 0) === 0}
        >
          {tds.data && (
            <ReportTable label={`TDS, ${quarter}`} columns={tdsReportColumns} rows={tds.data.rows} totals={tdsReportTotals(tds.data)} emptyText="No TDS this quarter" />
          )}
        </ReportSection>
      </Stack>
    </>
  );
}
