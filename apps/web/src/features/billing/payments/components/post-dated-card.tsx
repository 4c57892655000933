import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import { usePostDatedCheques } from '../api/get-payments';

/**
 * The office's card of post-dated cheques (docs/product/sending.md#cheques-and-bounces): how many wait for their date
 * and their sum, the next few by date, and the way to all of them. Nothing when none waits.
 */
export function PostDatedCard({ onShowAll }: { onShowAll: () => void }) {
  const cheques = usePostDatedCheques(true).data;
  if (!cheques || cheques.count === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label="Post-dated cheques">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            Post-dated cheques: {cheques.count}, <Money value={cheques.amount} />
          </Text>
          <Button variant="light" size="compact-sm" onClick={onShowAll}>
            Show all
          </Button>
        </Group>
        {cheques.next.map((cheque) => (
          <Group key={cheque.id} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={`/billing/payments/${cheque.id}`} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {formatDisplayDate(cheque.cheque_date)} · {cheque.dealer_name} · {cheque.cheque_number}
            </Anchor>
            <Text size="sm" style={{ flexShrink: 0 }}>
              <Money value={cheque.amount} />
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
