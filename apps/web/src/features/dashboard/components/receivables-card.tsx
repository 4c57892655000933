import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { toCents } from '@steelworks/contract/common/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { receivablesSummaryQueryOptions } from '../../billing/public';
import { ListCard } from './stat-card';
import { CardError, cardQueryMeta } from './card-error';

const dealers = (n: number) => `${n} ${n === 1 ? 'dealer' : 'dealers'}`;

/**
 * Admin and production manager: what the dealers owe (issue 31 point 5). Each figure opens the list it sums: the
 * overdue one the receivables filtered to overdue, a dealer its statement. A failed read stays inside the card.
 */
export function ReceivablesCard() {
  const summary = useQuery({ ...receivablesSummaryQueryOptions(), meta: cardQueryMeta });
  const data = summary.data;
  return (
    <ListCard title="Receivables" to="/billing/receivables">
      {summary.error ? (
        <CardError what="the receivables" error={summary.error} />
      ) : !data ? (
        <Skeleton h={120} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Outstanding
              </Text>
              <Text fw={700} fz={26}>
                <Money value={data.total_outstanding} />
              </Text>
              <Text size="sm" c="dimmed">
                {dealers(data.dealers_owing)} owing
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Overdue
              </Text>
              <Anchor
                component={Link}
                to="/billing/receivables?overdue=true"
                fw={700}
                fz={22}
                c={toCents(data.total_overdue) > 0n ? 'red.8' : undefined}
              >
                <Money value={data.total_overdue} />
              </Anchor>
              <Text size="sm" c="dimmed">
                {dealers(data.dealers_overdue)} overdue
              </Text>
            </div>
          </Stack>
          <Stack gap={6} role="group" aria-label="Dealers who owe most">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Owe most
            </Text>
            {data.top.length === 0 ? (
              <Text c="dimmed">No dealer owes anything</Text>
            ) : (
              data.top.map((dealer) => (
                <Group key={dealer.dealer_id} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={`/billing/statement/${dealer.dealer_id}`} size="sm" truncate>
                    {dealer.dealer_name}
                  </Anchor>
                  <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={600}>
                      <Money value={dealer.outstanding} />
                    </Text>
                    {toCents(dealer.overdue) > 0n && (
                      <Text size="xs" c="red.8">
                        <Money value={dealer.overdue} /> overdue
                      </Text>
                    )}
                  </Stack>
                </Group>
              ))
            )}
          </Stack>
        </SimpleGrid>
      )}
    </ListCard>
  );
}
