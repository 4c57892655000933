import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';

export interface BlockAccountButtonProps {
  label?: string;
  /** The removal call (a DELETE that blocks the account). */
  onBlock: () => Promise<unknown>;
  /** Where to go afterwards (the list). */
  to: string;
}

/**
 * "Block Account" / "Remove Profile": the spec's confirmation, then the call, then back to the list with "Done". A
 * refusal (a supervisor who still holds money) is the query client's one toast.
 */
export function BlockAccountButton({ label = 'Block Account', onBlock, to }: BlockAccountButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconBan size={16} />}
      onClick={() =>
        confirmAction({
          onConfirm: () => {
            onBlock().then(
              () => {
                navigate(to, { replace: true });
                toastSuccess();
              },
              () => undefined,
            );
          },
        })
      }
    >
      {label}
    </Button>
  );
}
