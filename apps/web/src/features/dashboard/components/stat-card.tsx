import { Anchor, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type StatCardProps = {
  label: string;
  /** The number; when it is 0 (or missing) and `empty` is given, the empty text shows instead. */
  value: number | string | undefined;
  /** Where the number leads: the list it counts, filtered the same way (docs/product/dashboards.md#drill-down-links). */
  to: string;
  empty?: string;
  children?: ReactNode;
};

/** One dashboard number that opens its records. */
export function StatCard({ label, value, to, empty, children }: StatCardProps) {
  const isEmpty = empty !== undefined && (value === undefined || value === 0 || value === '0.00');
  return (
    <Card withBorder radius="md" p="md" component={Link} to={to} aria-label={`${label}: ${isEmpty ? empty : value}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {isEmpty ? (
        <Text fw={600} mt={6} c="dimmed">
          {empty}
        </Text>
      ) : (
        <Text fw={700} fz={26} mt={4}>
          {value ?? '–'}
        </Text>
      )}
      {children && <Group gap="xs">{children}</Group>}
    </Card>
  );
}

/** A card with a title, its "View All" link and a body (a short list or its empty text). */
export function ListCard({ title, to, count, children }: { title: string; to: string; count?: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>
          {title}
          {count !== undefined && count > 0 ? ` (${count})` : ''}
        </Text>
        <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          View All
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}
