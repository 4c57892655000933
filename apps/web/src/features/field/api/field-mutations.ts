import type { QueryKey } from '@tanstack/react-query';
import { useReloadingMutation, useRemoveRowMutation } from '../../../lib/list-mutations';
import { fieldKeys } from './keys';

/**
 * A delete of the field app (staff, site, visit): the row leaves its list at once, then every field list and count
 * reloads; the open detail pages are left alone (the one just deleted is being left).
 */
export function useFieldDelete(remove: (id: number) => Promise<void>, listKey: QueryKey) {
  return useRemoveRowMutation(remove, listKey, { reloads: [{ queryKey: fieldKeys.all, predicate: (q) => !q.queryKey.includes('detail') }] });
}

/** A create-or-update of the field app's one form per record: everything of the field app reloads after it. */
export function useFieldSave<T>(save: (input: Record<string, unknown>) => Promise<T>) {
  // The form shows the failure in its red alert and under the fields.
  return useReloadingMutation(save, { reloads: [fieldKeys.all], silentError: true });
}
