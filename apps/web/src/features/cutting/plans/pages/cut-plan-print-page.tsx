import { Box, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PrintPage } from '../../../../components/print-page';
import { formatDateTime } from '../../../../lib/format';
import { useParams } from 'react-router';
import { PrintToolbar } from '../../../../components/print-toolbar';
import { QrCode, recordUrl } from '../../../../components/qr-code';
import { useCutPlan } from '../api/get-cut-plan';
import { barName, barRemainder, barSource, cutTitle, formatMm } from '../components/cut-plan-format';
import { sectionFigures } from '../components/cut-section-block';
import '../components/cut-list-sheet.css';

/**
 * /cutting/plans/:id/print: the cut list on A4 through the browser's print. One block per section with its figures,
 * then a line per bar: its number and source, its pieces in cut order with what each is for, what is left, a box to
 * tick and a QR code that opens the bar on the cutter's phone.
 */
export default function CutPlanPrintPage() {
  const { id } = useParams();
  const query = useCutPlan(id);
  const plan = query.data;
  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  return (
    <>
      <PrintToolbar backTo={`/cutting/plans/${plan.id}`} backLabel={`Cut plan #${plan.auto_id}`} />
      <Paper className="print-sheet cut-list-sheet" p={{ base: 'xs', sm: 'md' }} withBorder aria-label="Cut list sheet">
        <PrintPage size="A4 portrait" margin="10mm" fontSize="9pt" cellPadding="2px 4px" />
        <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
          <div>
            <Title order={3}>Cut list · plan #{plan.auto_id}</Title>
            <Text size="sm">{plan.work_orders.map((wo) => `WO ${wo.auto_id} ${wo.customer_name}`.trim()).join(', ')}</Text>
          </div>
          <Text size="sm" ta="right">
            {plan.status} · planned {formatDateTime(plan.created_at)}
            <br />
            Kerf {formatMm(plan.kerf_mm)} · offcuts kept from {formatMm(plan.min_offcut_mm)}
          </Text>
        </Group>
        {plan.sections.map((section) => (
          <section key={section.store_item} className="cut-section" aria-label={`Section ${section.label}`}>
            <Title order={4}>
              {section.label} · {section.name}
            </Title>
            <Text size="sm" mb={4}>
              {sectionFigures(section)
                .map((figure) => `${figure.label}: ${figure.value}`)
                .join(' · ')}
            </Text>
            <Box style={{ overflowX: 'auto' }}>
              <table aria-label={`Cut list of ${section.label}`}>
                <thead>
                  <tr>
                    <th style={{ width: '16%' }}>Bar</th>
                    <th>Pieces in cut order</th>
                    <th style={{ width: '15%' }}>Left</th>
                    <th style={{ width: '8%' }}>Cut</th>
                    <th style={{ width: 70 }}>QR</th>
                  </tr>
                </thead>
                <tbody>
                  {section.bars.map((bar) => (
                    <tr key={bar.id} className="cut-bar">
                      <td>
                        <strong>{barName(bar)}</strong>
                        <br />
                        {barSource(bar)}
                      </td>
                      <td>
                        {bar.cuts.map((piece, index) => (
                          <div key={index}>
                            {index + 1}. <strong>{cutTitle(piece)}</strong> · {piece.label}
                          </div>
                        ))}
                      </td>
                      <td>{barRemainder(bar)}</td>
                      <td>{bar.ticked_at ? '✓' : <span className="tick-box" aria-label="Tick when cut" />}</td>
                      <td>
                        <QrCode value={recordUrl(`/cutting/plans/${plan.id}/bars/${bar.id}`)} size={64} label={`QR code of ${barName(bar)}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </section>
        ))}
      </Paper>
    </>
  );
}
