import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CutPlanBar, CutPlanSection } from '@steelworks/contract/cut-plan';
import { CutBarCard } from './cut-bar-card';
import { formatKgFigure, formatMm } from './cut-plan-format';

/** The section's figures: what the plan takes from the stock and what it gives back. */
export function sectionFigures(section: CutPlanSection): { label: string; value: string; short?: boolean }[] {
  const short = section.bars_used > section.bars_in_stock;
  return [
    { label: 'Full bars', value: `${section.bars_used} (${short ? 'only ' : ''}${section.bars_in_stock} in stock)`, short },
    { label: 'Offcuts used', value: String(section.offcuts_used) },
    { label: 'Pieces', value: `${section.pieces} · ${formatMm(section.piece_mm)}` },
    { label: 'New offcuts', value: section.new_offcuts_mm.length ? section.new_offcuts_mm.map(formatMm).join(', ') : 'None' },
    { label: 'Scrap', value: formatMm(section.scrap_mm) },
    { label: 'Yield', value: `${section.yield_percent}%` },
    { label: 'Steel used', value: formatKgFigure(section.kg) },
  ];
}

export interface CutSectionBlockProps {
  section: CutPlanSection;
  onTick?: (bar: CutPlanBar, ticked: boolean) => void;
  tickingBar?: number;
}

/** One section of a plan on the screen: its figures, then each bar (a card) in cut order. */
export function CutSectionBlock({ section, onTick, tickingBar }: CutSectionBlockProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={`Section ${section.label}`}>
      <Stack gap="sm">
        <div>
          <Title order={4}>{section.label}</Title>
          <Text size="sm" c="dimmed">
            {section.name} · stock length {formatMm(section.section.stock_length_mm)} · {section.section.kg_per_metre} kg/m
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
        <Stack gap="xs" role="list" aria-label={`Bars of ${section.label}`}>
          {section.bars.map((bar) => (
            <CutBarCard
              key={bar.id}
              bar={bar}
              onTick={onTick && ((ticked) => onTick(bar, ticked))}
              ticking={tickingBar === bar.id}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
