import { Anchor, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { toCents } from '@steelworks/contract/common/money';
import type { DealerAccount } from '@steelworks/contract/dealer-account';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../api/get-dashboard-data';
import { CardError, cardQueryMeta } from './card-error';

/** GET /billing/my-account (a dealer): its own account; the card reads only the figures. */
function useMyAccountFigures() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'my-account'],
    queryFn: ({ signal }) => api.get<DealerAccount>('/billing/my-account', undefined, signal),
    meta: cardQueryMeta,
  });
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={20}>
        {children}
      </Text>
    </div>
  );
}

/** The dealer's dashboard: what it owes, what is overdue and the credit left (issue 31 point 5), to "My Account". */
export function MyAccountCard() {
  const account = useMyAccountFigures();
  const data = account.data;
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>My account</Text>
        <Anchor component={Link} to="/my-account" size="sm" style={{ whiteSpace: 'nowrap' }}>
          Open My Account
        </Anchor>
      </Group>
      {account.error ? (
        <CardError what="your account" error={account.error} />
      ) : !data ? (
        <Skeleton h={56} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label="Outstanding">
            <Money value={data.outstanding} />
          </Figure>
          <Figure label="Overdue">
            <Text span inherit c={toCents(data.overdue) > 0n ? 'red.8' : undefined}>
              <Money value={data.overdue} />
            </Text>
          </Figure>
          <Figure label="Available credit">
            {data.available_credit === null ? (
              'No credit limit'
            ) : (
              // Below zero: past the limit, the next order waits for a payment or an admin's approval.
              <Text span inherit c={toCents(data.available_credit) < 0n ? 'red.8' : undefined}>
                <Money value={data.available_credit} />
              </Text>
            )}
          </Figure>
        </SimpleGrid>
      )}
    </Card>
  );
}
