import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { WageSlip } from '@steelworks/contract/wage-sheets';
import { Money } from '../../../components/money';
import { PrintPage } from '../../../components/print-page';
import { formatDate } from '../../../lib/format';
import { useTranslate } from '../../../lib/i18n/i18n';

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/**
 * A wage slip (docs/product/wages.md#wage-slip): every figure of the worker's line, in the worker's language, fitting a
 * 390 px phone and printing alone on one A4 page (components/print-sheet.css: the app around it and the Print button stay
 * off the paper).
 */
export function WageSlipView({ slip }: { slip: WageSlip }) {
  const t = useTranslate();
  const rows: Array<[string, React.ReactNode]> = [
    ...slip.by_work_type.map((w): [string, React.ReactNode] => [`${t(w.work_type)} (${t('{{count}} works', { count: w.works })})`, <Money key={w.work_type} value={w.amount} />]),
    [t('Piece earnings'), <Money key="piece" value={slip.piece_amount} />],
    [t('Days present'), slip.days_present],
    [t('Hours worked'), hours(slip.minutes)],
    [t('Minimum wage for these days'), <Money key="min" value={slip.minimum_amount} />],
    [t('Top-up to the minimum wage'), <Money key="topup" value={slip.topup_amount} />],
    [`${t('Overtime')} (${hours(slip.overtime_minutes)} ${t('hours')})`, <Money key="ot" value={slip.overtime_amount} />],
    [t('Adjustment'), <Money key="adj" value={slip.adjustment_amount} />],
    [t('Gross wages'), <Money key="gross" value={slip.gross_amount} />],
    [t('Provident fund (PF)'), <Money key="pf" value={slip.pf_amount} />],
    [t('ESI'), <Money key="esi" value={slip.esi_amount} />],
    [t('Advance recovered'), <Money key="adv" value={slip.advance_recovered} />],
  ];
  return (
    <Card withBorder radius="md" className="wage-slip print-sheet" aria-label={t('Wage slip')}>
      <PrintPage size="A4" margin="15mm" fontSize="11pt" cellPadding="4px 8px" />
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{t('Wage slip')}</Title>
          <Button variant="default" size="xs" onClick={() => window.print()} className="no-print">
            {t('Print')}
          </Button>
        </Group>
        <Text>
          {slip.worker_name} ({slip.username}){slip.skill_grade ? ` · ${t(slip.skill_grade)}` : ''}
        </Text>
        <Text size="sm">
          {t('Wage period')}: {formatDate(slip.period_from)} – {formatDate(slip.period_to)} · {t('Due by')} {formatDate(slip.due_date)}
        </Text>
        <Table aria-label={t('Wage slip')}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('Net pay')}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="slip-net">
                <Money value={slip.net_amount} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {slip.paid_at ? `${t('Paid on')} ${formatDate(slip.paid_at)}` : t('Not paid yet')}
        </Text>
      </Stack>
    </Card>
  );
}
