import { Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../../lib/toast';
import { useCutNeed, type CutNeedOf } from '../api/get-cut-need';
import { barsOf, formatKgFigure, formatMetres, plural, problemLine } from './cut-need-format';

/** "9 pieces · 5 bars of 3,660 mm · 17.25 m": a narrow screen breaks the line between figures, never inside one. */
function Figures({ parts }: { parts: string[] }) {
  return parts.map((part, i) => (
    <span key={`${i}-${part}`}>
      {i > 0 && ' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </span>
  ));
}

/**
 * The channel a work order or an order needs (issue 32 point 5): per section its pieces, whole bars, metres and kg,
 * and the items whose need cannot be worked out. For the roles of `planning` only (the caller checks); a failed read
 * is one line here, the page stays.
 */
export function ChannelNeedPanel({ of, action }: { of: CutNeedOf; action?: ReactNode }) {
  const need = useCutNeed(of);
  const data = need.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Channel need">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={5}>Channel need</Title>
          {action}
        </Group>
        {need.isLoading && <Loader size="sm" />}
        {need.error && (
          <Text size="sm" c="red.8" role="alert">
            Channel need could not be worked out: {failureMessage(need.error)}
          </Text>
        )}
        {data && (
          <>
            {data.sections.length === 0 && data.problems.length === 0 && (
              <Text size="sm" c="dimmed">
                No channel to cut.
              </Text>
            )}
            {data.sections.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  In all: <Figures parts={[plural(data.bars, 'bar'), formatMetres(data.metres), formatKgFigure(data.kg)]} />
                </Text>
                <Stack gap={6} role="list" aria-label="Sections needed">
                  {data.sections.map((section) => (
                    <div key={section.store_item} role="listitem" aria-label={section.label}>
                      <Text size="sm" fw={600}>
                        {section.label}
                      </Text>
                      <Text size="sm">
                        <Figures parts={[plural(section.pieces, 'piece'), barsOf(section), formatMetres(section.metres), formatKgFigure(section.kg)]} />
                      </Text>
                    </div>
                  ))}
                </Stack>
                <Text size="xs" c="dimmed">
                  Bars: whole stock lengths when cut from full bars alone, with the saw kerf; a cut plan uses offcuts on hand first.
                </Text>
              </>
            )}
            {data.problems.length > 0 && (
              <div>
                <Text size="sm" fw={600} c="orange.9">
                  Not worked out
                </Text>
                <List size="sm" aria-label="Channel need problems">
                  {data.problems.map((problem) => (
                    <List.Item key={`${problem.item}-${problem.message}`}>{problemLine(problem)}</List.Item>
                  ))}
                </List>
              </div>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
