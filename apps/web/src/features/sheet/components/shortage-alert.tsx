import { List } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SheetShortage } from '@steelworks/contract/sheet';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ApiError } from '../../../lib/api-client';
import { pieces } from './sheet-choices';

/** The shortages of a "No Stocks Available" answer, when it carries them. */
function shortagesOf(error: unknown): SheetShortage[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const shortages = (error.body as { shortages?: unknown }).shortages;
  return Array.isArray(shortages) ? (shortages as SheetShortage[]) : [];
}

/**
 * The red alert of a failed sheet or sheet-order save or delete: the server's text, and which sheets are short. With
 * the `form` whose fields show the server's field errors, it says only what no field says.
 */
export function SaveErrorAlert<V>({ error, form }: { error: unknown; form?: Pick<UseFormReturnType<V>, 'getValues'> }) {
  if (!error) return null;
  const shortages = shortagesOf(error);
  return (
    <div>
      <FormErrorAlert error={error} form={form} />
      {shortages.length > 0 && (
        <List size="sm" c="red" mt={4} aria-label="Shortages">
          {shortages.map((s) => (
            <List.Item key={s.sheet}>
              {s.name}: needs {pieces(s.needed)}, {pieces(s.available)} in stock
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
