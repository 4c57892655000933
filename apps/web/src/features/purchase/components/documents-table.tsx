import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of documents (a supplier's latest orders, a bill's payments), a line each, scrolling sideways inside its box on a phone. */
export function Documents({ title, empty, head, rows }: { title: string; empty: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, i) => (
                <Table.Tr key={i}>
                  {cells.map((cell, j) => (
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
