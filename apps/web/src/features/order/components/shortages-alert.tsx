import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Shortage } from '@steelworks/contract/store';
import { ApiError } from '../../../lib/api-client';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** The shortages of a "No Stocks Available" answer, if the error carries them. */
function shortagesOf(error: unknown): Shortage[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { shortages?: Shortage[] } | null;
  return Array.isArray(body?.shortages) ? body.shortages : undefined;
}

/**
 * A failed order or supply call in a red alert: "No Stocks Available" with each short material (needed, available),
 * any other message as it came, except what the page shows under its own fields (`shownFields`).
 */
export function OrderErrorAlert({ error, shownFields }: { error: unknown; shownFields?: readonly string[] }) {
  const shortages = shortagesOf(error);
  if (!error) return null;
  if (!shortages) return <FormErrorAlert error={error} shownFields={shownFields} />;
  return (
    <Alert color="red" variant="light" role="alert" title="No Stocks Available" icon={<IconAlertCircle size={18} />}>
      <Text size="sm" mb={4}>
        The store cannot cover these raw materials:
      </Text>
      <ShortageList shortages={shortages} />
    </Alert>
  );
}

/** "MS Channel 5x2 14G: needed 45, available 40", one line per short material: the refusal's figures as they came. */
export function ShortageList({ shortages }: { shortages: readonly Shortage[] }) {
  return (
    <List size="sm">
      {shortages.map((s) => (
        <List.Item key={s.store_item}>
          {s.name}: needed {s.needed}, available {s.available}
        </List.Item>
      ))}
    </List>
  );
}
