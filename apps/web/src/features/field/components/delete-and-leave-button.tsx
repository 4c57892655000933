import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';

export interface DeleteAndLeaveButtonProps {
  /** The delete mutation of the record (its `mutate`). */
  remove: { mutate: (id: number, options: { onSuccess: () => void }) => void };
  id: number;
  /** The toast once it is deleted. */
  done: string;
  /** The list the page goes back to. */
  to: string;
  children: ReactNode;
}

/** The red button of a field detail page: asks first, deletes, says so and goes back to the list. */
export function DeleteAndLeaveButton({ remove, id, done, to, children }: DeleteAndLeaveButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      color="red"
      onClick={() =>
        confirmAction({
          onConfirm: () =>
            remove.mutate(id, {
              onSuccess: () => {
                toastSuccess(done);
                navigate(to);
              },
            }),
        })
      }
    >
      {children}
    </Button>
  );
}
