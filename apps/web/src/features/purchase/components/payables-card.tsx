import { Anchor, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { toCents } from '@steelworks/contract/common/money';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import { canAccess } from '@steelworks/contract/permissions';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { getRole } from '../../../lib/session';
import { usePayables } from '../api/payables-api';

/** One figure of the card, opening the payables page where it is made up. */
function Figure({ label, value, red = false }: { label: string; value: string; red?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Anchor component={Link} to="/purchase/payables" fw={700} fz={22} c={red && toCents(value) > 0n ? 'red.8' : undefined}>
        <Money value={value} />
      </Anchor>
    </div>
  );
}

/**
 * The admin dashboard's payables card (issue 45 point 5): what the shop owes its suppliers, what is overdue and what
 * falls due this week, each opening the payables page. Only for those who pay suppliers; a failed read says so here.
 */
export function PayablesCard() {
  const allowed = canAccess(getRole(), 'payables');
  const { data, error } = usePayables(allowed);
  if (!allowed) return null;
  return (
    <Card withBorder radius="md" p="md" aria-label={PAYABLES_TEXT.payables} role="region">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{PAYABLES_TEXT.payables}</Text>
        <Anchor component={Link} to="/purchase/payables" size="sm">
          View All
        </Anchor>
      </Group>
      {error ? (
        <Text c="red" size="sm">
          The payables could not be loaded.
        </Text>
      ) : !data ? (
        <Skeleton h={60} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label={PAYABLES_TEXT.payablesCard} value={data.outstanding} />
          <Figure label="Overdue" value={data.overdue} red />
          <Figure label={PAYABLES_TEXT.dueThisWeek} value={data.due_this_week} />
        </SimpleGrid>
      )}
    </Card>
  );
}
