import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconEdit } from '@tabler/icons-react';
import { formatRupees } from '@steelworks/contract/common/money';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { CompletedOrdersTable, ScheduleItemsTable } from '../../order/public';
import { useBlockSupervisor } from '../api/block-supervisor';
import { useSupervisor } from '../api/get-supervisor';
import { useTransactions } from '../api/get-transactions';
import { useWithdraw } from '../api/withdraw';
import { BlockAccountButton } from '../components/block-account-button';
import { TransactionsTable } from '../components/transactions-table';
import { HistoryPanel } from '../../audit/public';

function StatCard({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={26} mt={4} data-testid={`stat-${label}`}>
        {value}
      </Text>
      {children}
    </Card>
  );
}

/** One of the tables under the supervisor's cards, with its heading. */
function TableSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {children}
    </div>
  );
}

/** The Withdraw button of the balance card: first the amount input, then Confirm; the supervisor reloads after. */
function WithdrawControl({ supervisorId }: { supervisorId: number }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const withdraw = useWithdraw();
  if (!open) {
    return (
      <Button mt="sm" size="xs" variant="light" leftSection={<IconCash size={14} />} onClick={() => setOpen(true)}>
        Withdraw
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="sm">
      <FormErrorAlert error={withdraw.error} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          aria-label="Amount"
          placeholder="Amount"
          inputMode="decimal"
          leftSection="₹"
          size="xs"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          size="xs"
          loading={withdraw.isPending}
          disabled={!amount.trim()}
          onClick={() =>
            withdraw.mutate(
              { supervisor: supervisorId, transaction_amount: amount.trim() },
              {
                onSuccess: () => {
                  toastSuccess();
                  setAmount('');
                  setOpen(false);
                },
              },
            )
          }
        >
          Confirm
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** /supervisors/{id} (?schedules, ?transactions) */
export default function SupervisorDetailPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const showSchedules = searchParams.has('schedules');
  const showTransactions = searchParams.has('transactions');
  const supervisor = useSupervisor(id);
  const block = useBlockSupervisor();
  const s = supervisor.data;
  // The id of the URL starts the ledger, schedule and completed-order reads together with the supervisor's own
  // (one round trip, not one after the other); an unknown id shows the not-found page instead of their tables.
  const supervisorId = /^\d+$/.test(id) ? Number(id) : undefined;
  const showTables = supervisorId !== undefined && !supervisor.error;
  const transactions = useTransactions(supervisorId, { pageParam: 'bal_page', searchParam: 'bal_search', enabled: showTransactions && showTables });

  return (
    <>
      <PageHeader
        title={s?.full_name ?? 'Supervisor'}
        breadcrumbs={[{ label: 'Supervisors', to: '/supervisors' }, { label: s?.full_name ?? 'Supervisor' }]}
        actions={
          s && (
            <>
              <Button component={Link} to={`/supervisor/update/${s.id}`} variant="light" leftSection={<IconEdit size={16} />}>
                Update
              </Button>
              <BlockAccountButton onBlock={() => block.mutateAsync(s.id)} to="/supervisors" />
            </>
          )
        }
      />
      {!s ? (
        !supervisor.error && <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {s.username} · {s.email} · {s.phone}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <StatCard label="Frames per Day" value={String(s.cols_per_day)} />
            <StatCard label="Cost per Frame" value={formatRupees(s.cost_per_col)} />
            <StatCard label="Balance Amount" value={formatRupees(s.balance)}>
              <Group gap="sm" mt={4}>
                <Anchor component={Link} to={`/supervisors/${s.id}?transactions`} size="sm">
                  Transactions
                </Anchor>
                <Anchor component={Link} to={`/supervisors/${s.id}?schedules`} size="sm">
                  Schedules
                </Anchor>
              </Group>
              <WithdrawControl supervisorId={s.id} />
            </StatCard>
          </SimpleGrid>
        </Stack>
      )}
      {showTables && (
        <Stack gap="md" mt="md">
          {showTransactions && (
            <TableSection title="Transactions">
              <TransactionsTable query={transactions} label="Transactions" />
            </TableSection>
          )}
          {showSchedules && (
            <TableSection title="Schedules">
              <ScheduleItemsTable supervisor={supervisorId} pageParam="schedulepage" />
            </TableSection>
          )}
          <TableSection title="Completed Orders">
            <CompletedOrdersTable supervisor={supervisorId} />
          </TableSection>
        </Stack>
      )}
      <HistoryPanel entity="supervisor" id={s?.id} />
    </>
  );
}
