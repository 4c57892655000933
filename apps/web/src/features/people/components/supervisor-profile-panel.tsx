import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import type { Profile } from '@steelworks/contract/account';
import { formatRupees } from '@steelworks/contract/common/money';
import { useState } from 'react';
import { useTransactions } from '../api/get-transactions';
import { DetailField } from '../../../components/detail-field';
import { TransactionsTable } from './transactions-table';

/**
 * The supervisor part of /profile (docs/product/screens-and-texts.md#routes): Frames per Day, Cost per Frame, the balance hidden until
 * "See Balance", and the Transaction History toggle. Opened by "My Wallet" (/profile?wallet) with both shown.
 */
export interface SupervisorProfilePanelProps {
  profile: Profile;
  walletOpen?: boolean;
}

export default function SupervisorProfilePanel({ profile, walletOpen = false }: SupervisorProfilePanelProps) {
  const [balanceShown, setBalanceShown] = useState(walletOpen);
  const [historyOpen, setHistoryOpen] = useState(walletOpen);
  const supervisor = profile.supervisor;
  const transactions = useTransactions(undefined, { pageParam: 'trn_page', searchParam: 'trn_search', enabled: historyOpen && !!supervisor });
  if (!supervisor) return null;

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={4}>My Wallet</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <DetailField label="Frames per Day" value={String(supervisor.cols_per_day)} />
          <DetailField label="Cost per Frame" value={formatRupees(supervisor.cost_per_col)} />
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Balance
            </Text>
            {balanceShown ? (
              <Text fw={700} size="lg" data-testid="supervisor-balance">
                {formatRupees(supervisor.balance)}
              </Text>
            ) : (
              <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={() => setBalanceShown(true)}>
                See Balance
              </Button>
            )}
          </div>
        </SimpleGrid>
        <Group>
          <Button
            variant={historyOpen ? 'default' : 'light'}
            leftSection={<IconHistory size={16} />}
            aria-pressed={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            Transaction History
          </Button>
        </Group>
        {historyOpen && <TransactionsTable query={transactions} />}
      </Stack>
    </Card>
  );
}
