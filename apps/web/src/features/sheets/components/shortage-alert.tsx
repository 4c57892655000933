import { List } from '@mantine/core';
import type { SheetShortage } from '@steelworks/contract/sheet';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ApiError } from '../../../lib/api-client';

/** The shortages of a "No Stocks Available" answer, when it carries them. */
export function shortagesOf(error: unknown): SheetShortage[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const shortages = (error.body as { shortages?: unknown }).shortages;
  return Array.isArray(shortages) ? (shortages as SheetShortage[]) : [];
}

/** The red alert of a failed sheet or sheet-order save: the server's text, and which sheets are short. */
export function SaveErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const shortages = shortagesOf(error);
  return (
    <div>
      <FormErrorAlert error={error} />
      {shortages.length > 0 && (
        <List size="sm" c="red" mt={4} aria-label="Shortages">
          {shortages.map((s) => (
            <List.Item key={s.sheet}>
              {s.name}: needs {s.needed}, {s.available} in stock
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
