import { Alert, Button, Group, List } from '@mantine/core';
import type { MissingStock } from '@steelworks/contract/cut-plan';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api-client';

/** What the stock lacks, from a refused confirmation (409 {error_message, missing}); empty for any other failure. */
export function missingOf(error: unknown): MissingStock[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const missing = (error.body as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? (missing as MissingStock[]) : [];
}

export interface MissingStockAlertProps {
  message: string;
  missing: MissingStock[];
  onReplan: () => void;
  onDiscard: () => void;
  busy?: boolean;
}

/** The refusal of Confirm when the stock moved meanwhile: each missing offcut or bar (the message names its section), and the way out. */
export function MissingStockAlert({ message, missing, onReplan, onDiscard, busy }: MissingStockAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={message} icon={<IconAlertCircle size={18} />}>
      <List size="sm" spacing={2} aria-label="Missing stock">
        {missing.map((item, index) => (
          <List.Item key={index}>{item.message}</List.Item>
        ))}
      </List>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onReplan} loading={busy}>
          Discard and re-plan
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard} disabled={busy}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
