import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CutPlanBar, CutPlanSection } from '@steelworks/contract/cut-plan';
import { translate, useTranslate } from '../../../../lib/i18n/i18n';
import type { QueuedAction } from '../../../../lib/offline/offline-queue';
import { CutBarCard } from './cut-bar-card';
import { formatKgFigure, formatMm } from './cut-plan-format';

/** The section's figures: what the plan takes from the stock and what it gives back, in the person's language. */
export function sectionFigures(section: CutPlanSection): { label: string; value: string; short?: boolean }[] {
  const short = section.bars_used > section.bars_in_stock;
  const stock = { n: section.bars_used, stock: section.bars_in_stock };
  return [
    { label: translate('Full bars'), value: translate(short ? '{{n}} (only {{stock}} in stock)' : '{{n}} ({{stock}} in stock)', stock), short },
    { label: translate('Offcuts used'), value: String(section.offcuts_used) },
    { label: translate('Pieces'), value: `${section.pieces} · ${formatMm(section.piece_mm)}` },
    { label: translate('New offcuts'), value: section.new_offcuts_mm.length ? section.new_offcuts_mm.map(formatMm).join(', ') : translate('None') },
    { label: translate('Scrap'), value: formatMm(section.scrap_mm) },
    { label: translate('Yield'), value: `${section.yield_percent}%` },
    { label: translate('Steel used'), value: formatKgFigure(section.kg) },
  ];
}

export interface CutSectionBlockProps {
  section: CutPlanSection;
  onTick?: (bar: CutPlanBar, ticked: boolean) => void;
  /** The taps of the phone's queue, by bar. */
  queued?: ReadonlyMap<number, readonly QueuedAction[]>;
}

/** One section of a plan on the screen: its figures, then each bar (a card) in cut order. */
export function CutSectionBlock({ section, onTick, queued }: CutSectionBlockProps) {
  const t = useTranslate();
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={t('Section {{label}}', { label: section.label })}>
      <Stack gap="sm">
        <div>
          <Title order={4}>{section.label}</Title>
          <Text size="sm" c="dimmed">
            {t('{{name}} · stock length {{length}} · {{kg}} kg/m', {
              name: section.name,
              length: formatMm(section.section.stock_length_mm),
              kg: section.section.kg_per_metre,
            })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" verticalSpacing="xs">
          {sectionFigures(section).map((figure) => (
            <div key={figure.label}>
              <Text size="xs" c="dimmed">
                {figure.label}
              </Text>
              <Text size="sm" fw={600} c={figure.short ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Stack gap="xs" role="list" aria-label={t('Bars of {{label}}', { label: section.label })}>
          {section.bars.map((bar) => (
            <CutBarCard key={bar.id} bar={bar} onTick={onTick && ((ticked) => onTick(bar, ticked))} queued={queued?.get(bar.id)} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
