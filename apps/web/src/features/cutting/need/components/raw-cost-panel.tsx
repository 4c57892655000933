import { Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Money } from '../../../../components/money';
import { failureMessage } from '../../../../lib/toast';
import { useCutNeed } from '../api/get-cut-need';
import { formatKgFigure, formatMetres, plural, problemLine } from './cut-need-format';

/**
 * One unit's raw steel cost from its product type's cut rule (issue 32 point 5): per section metres, kg, cost at the
 * price per metre and the whole bars' cost. For the roles of `planning` only (the caller checks).
 */
export function RawCostPanel({ product }: { product: number }) {
  const need = useCutNeed({ product });
  const data = need.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Raw steel cost">
      <Stack gap="xs">
        <Title order={5}>Raw steel cost (cut rule)</Title>
        {need.isLoading && <Loader size="sm" />}
        {need.error && (
          <Text size="sm" c="red.8" role="alert">
            Raw steel cost could not be worked out: {failureMessage(need.error)}
          </Text>
        )}
        {data && (
          <>
            {data.sections.length === 0 && data.problems.length === 0 && (
              <Text size="sm" c="dimmed">
                No channel in this product's cut rule.
              </Text>
            )}
            {data.sections.map((section) => (
              <div key={section.store_item} role="group" aria-label={section.label}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {section.label}
                  </Text>
                  <Text size="sm" fw={600}>
                    <Money value={section.cost} />
                  </Text>
                </Group>
                <Text size="sm">
                  {formatMetres(section.metres)} · {formatKgFigure(section.kg)} at <Money value={section.price_per_metre} />
                  /m
                  {section.price_per_kg !== null && (
                    <>
                      {' '}
                      (<Money value={section.price_per_kg} />
                      /kg)
                    </>
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  Bought as {plural(section.bars, 'whole bar')}: {section.bars} × <Money value={section.price_per_bar} /> ={' '}
                  <Money value={section.bars_cost} />
                </Text>
              </div>
            ))}
            {data.sections.length > 0 && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={700}>
                  Raw steel per unit
                </Text>
                <Text size="sm" fw={700}>
                  <Money value={data.cost} />
                </Text>
              </Group>
            )}
            {data.problems.length > 0 && (
              <List size="sm" c="orange.9" aria-label="Raw cost problems">
                {data.problems.map((problem) => (
                  <List.Item key={`${problem.item}-${problem.message}`}>{problemLine(problem)}</List.Item>
                ))}
              </List>
            )}
            <Text size="xs" c="dimmed">
              Each piece's length from the cut rule for this size, in metres × the section's price per metre (= kg × price per kg), before waste; whole bars × price per bar is the cost of buying it in stock lengths.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
