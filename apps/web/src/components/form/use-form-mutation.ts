import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate, type To } from 'react-router';
import { toastSuccess } from '../../lib/toast';
import { applyServerErrors } from '../apply-server-errors';

type Mutation<V, R> = Pick<UseMutationResult<R, unknown, V, unknown>, 'mutate' | 'mutateAsync' | 'isPending' | 'error'>;

/**
 * What a create or update page hands its form besides the submit label: whether the call runs, how it failed, and a
 * submit that runs it. After a success comes `onSaved`; a refusal's field errors go under the form's fields.
 */
export function useFormMutation<V, R>(mutation: Mutation<V, R>, onSaved: (result: R) => void) {
  return {
    pending: mutation.isPending,
    error: mutation.error,
    onSubmit: (values: V, form: Pick<UseFormReturnType<V>, 'setFieldError' | 'getValues'>) =>
      mutation.mutate(values, { onSuccess: onSaved, onError: (error) => applyServerErrors(form, error) }),
  };
}

/**
 * The same for a form that puts the field errors of a rejected submit under its fields itself (the people forms):
 * the submit resolves after `onSaved`, or rejects with the call's error.
 */
export function useAsyncFormMutation<V, R>(mutation: Mutation<V, R>, onSaved: (result: R) => void) {
  return {
    pending: mutation.isPending,
    error: mutation.error,
    onSubmit: async (values: V) => onSaved(await mutation.mutateAsync(values)),
  };
}

/** The usual end of a save: the spec's green toast, then the page to go to (the list, or the record). */
export function useToastThenGo(to: To, message: string, title?: string) {
  const navigate = useNavigate();
  return () => {
    toastSuccess(message, title);
    void navigate(to);
  };
}
