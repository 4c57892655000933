import { Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PrintPage } from '../../../components/print-page';
import { formatDateTime } from '../../../lib/format';
import { useTranslate } from '../../../lib/i18n/i18n';
import { PrintToolbar } from '../../../components/print-toolbar';
import { QrCode, recordUrl } from '../../../components/qr-code';
import { useNestPlan } from './nest-api';
import { workOrdersText } from './nest-plans-page';
import { cutText, NestSheetDrawing, sheetTitle } from './nest-sheet-drawing';

/** /sheets/nesting/:id/print: one A4 page per sheet, its layout to scale, its cut order and a QR that opens the plan. */
export default function NestPlanPrintPage() {
  const t = useTranslate();
  const { id } = useParams();
  const query = useNestPlan(id);
  const plan = query.data;
  if (!plan) return query.isLoading ? <Loader /> : <FormErrorAlert error={query.error} />;
  return (
    <>
      <PrintToolbar backTo={`/sheets/nesting/${plan.id}`} backLabel={t('Nest plan #{{n}}', { n: plan.auto_id })} />
      <Paper className="print-sheet" p={{ base: 'xs', sm: 'md' }} withBorder aria-label={t('Nest plan sheet')}>
        <PrintPage size="A4 portrait" margin="10mm" fontSize="9pt" cellPadding="2px 4px" />
        <Title order={3}>{t('Nest plan #{{n}}', { n: plan.auto_id })}</Title>
        <Text size="sm">
          {workOrdersText(t, plan)} · {t(plan.status)} · {t('planned {{time}}', { time: formatDateTime(plan.created_at) })} · {t('kerf {{n}} mm', { n: plan.kerf_mm })}
        </Text>
        {plan.sheets.map((sheet) => (
          <section key={sheet.id} style={{ breakInside: 'avoid', marginTop: 12 }} aria-label={t('Printed sheet {{n}}', { n: sheet.seq })}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Title order={5}>{sheetTitle(t, sheet)}</Title>
                <Text size="xs">{sheet.cuts.map((cut) => cutText(t, cut)).join(' · ')}</Text>
              </div>
              <QrCode value={recordUrl(`/sheets/nesting/${plan.id}`)} size={64} label={t('QR code of sheet {{n}}', { n: sheet.seq })} />
            </Group>
            <NestSheetDrawing sheet={sheet} maxHeight={560} />
          </section>
        ))}
      </Paper>
    </>
  );
}
