import { Alert, Button, Group, List } from '@mantine/core';
import type { CutUnitConflict, MissingStock } from '@steelworks/contract/cut-plan';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api-client';

/** Why a confirmation was refused (409): what the stock lacks, or the units cut meanwhile; null for any other failure. */
export function refusalOf(error: unknown): { label: string; lines: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { missing?: unknown; units?: unknown } | null;
  if (Array.isArray(body?.units) && body.units.length > 0) {
    const units = body.units as CutUnitConflict[];
    return { label: 'Units cut meanwhile', lines: units.map((u) => (u.plan_auto_id ? `${u.sr_no} · cut plan #${u.plan_auto_id}` : u.sr_no)) };
  }
  if (Array.isArray(body?.missing) && body.missing.length > 0) {
    return { label: 'Missing stock', lines: (body.missing as MissingStock[]).map((item) => item.message) };
  }
  return null;
}

export interface MissingStockAlertProps {
  message: string;
  refusal: { label: string; lines: string[] };
  onReplan: () => void;
  onDiscard: () => void;
  busy?: boolean;
}

/**
 * The refusal of Confirm when the stock moved meanwhile (each missing offcut or bar, the message naming its section),
 * or when units of the plan were cut by another plan meanwhile (each unit and that plan), and the way out: a new plan
 * takes the stock as it is and leaves the cut units out.
 */
export function MissingStockAlert({ message, refusal, onReplan, onDiscard, busy }: MissingStockAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={message} icon={<IconAlertCircle size={18} />}>
      <List size="sm" spacing={2} aria-label={refusal.label}>
        {refusal.lines.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
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
