import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { downloadGstr1Csv, downloadGstr1Json, downloadGstr1Xlsx, useGstr1Check, useGstr1Summary } from '../api/get-gstr1';
import { useGstr3b } from '../api/get-gstr3b';
import { gstr1DocumentColumns, gstr1SectionColumns, gstr3bColumns, gstr3bStateColumns, type Gstr3bRow } from './report-columns';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/**
 * GSTR-1 of a month or quarter (issue 44 point 1, docs/decisions/037-gstr1-and-gstr3b.md): what the portal would
 * refuse first, each with a link to the page that puts it right, then the sections' totals and table 13, and the
 * portal's JSON, a CSV and a workbook (XLSX, a sheet per section) to download.
 */
export function Gstr1Section({ period, label }: { period: string; label: string }) {
  const summary = useGstr1Summary(period);
  const check = useGstr1Check(period);
  const problems = check.data?.problems ?? [];
  const empty = !summary.data || (summary.data.sections.every((section) => section.count === 0) && summary.data.documents.length === 0);
  return (
    <ReportSection
      title="GSTR-1"
      description="The return of outward supplies in the portal's JSON (upload it in Prepare offline), with its sections' totals."
      downloads={[
        { label: 'Download JSON', run: () => downloadGstr1Json(period) },
        { label: 'Download CSV', run: () => downloadGstr1Csv(period) },
        { label: 'Download XLSX', run: () => downloadGstr1Xlsx(period) },
      ]}
      loading={summary.isLoading || check.isLoading}
      error={summary.error ?? check.error}
      empty={empty}
    >
      <Stack gap="sm">
        {problems.length > 0 ? (
          <Alert color="orange" variant="light" title={`The portal would refuse ${problems.length === 1 ? '1 thing' : `${problems.length} things`}`}>
            <List size="sm" spacing={4}>
              {problems.map((problem) => (
                <List.Item key={`${problem.kind}|${problem.message}`}>
                  <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                    {problem.message}.{' '}
                  </Text>
                  <Anchor component={Link} to={problem.link} size="sm">
                    Fix on the {problem.link_label} page
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm" c="teal.8">
            Nothing the portal would refuse.
          </Text>
        )}
        {summary.data && (
          <>
            <ReportTable label={`GSTR-1 sections, ${label}`} columns={gstr1SectionColumns} rows={summary.data.sections} emptyText="Nothing to file" />
            <Title order={5}>Documents issued</Title>
            <ReportTable label={`Documents issued, ${label}`} columns={gstr1DocumentColumns} rows={summary.data.documents} emptyText="No document issued" />
          </>
        )}
      </Stack>
    </ReportSection>
  );
}

/** GSTR-3B tables 3.1 (a) and (c) and 3.2 of the same period, net of its credit and debit notes. */
export function Gstr3bSection({ period, label }: { period: string; label: string }) {
  const gstr3b = useGstr3b(period);
  const data = gstr3b.data;
  const rows: Gstr3bRow[] = data
    ? [
        { label: '3.1 (a) Outward taxable supplies', ...data.outward_taxable },
        { label: '3.1 (c) Nil rated and exempted', taxable_value: data.nil_exempt.taxable_value, igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' },
      ]
    : [];
  return (
    <ReportSection
      title="GSTR-3B"
      description="Tables 3.1 and 3.2 of the summary return, from the same invoices and notes."
      downloads={[]}
      loading={gstr3b.isLoading}
      error={gstr3b.error}
      empty={!data}
    >
      {data && (
        <Stack gap="sm">
          <ReportTable label={`GSTR-3B 3.1, ${label}`} columns={gstr3bColumns} rows={rows} emptyText="Nothing supplied" />
          <Title order={5}>3.2 Inter-state supplies to unregistered persons</Title>
          <ReportTable label={`GSTR-3B 3.2, ${label}`} columns={gstr3bStateColumns} rows={data.inter_state_unregistered} emptyText="None this period" />
        </Stack>
      )}
    </ReportSection>
  );
}
