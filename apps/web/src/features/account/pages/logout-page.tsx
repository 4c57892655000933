import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearAllStorage, getToken } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { logout } from '../api/logout';

/** "Logout All Devices": revokes every token of the account, clears local storage, then /login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = getToken() ? logout().catch(() => undefined) : Promise.resolve(undefined);
    void revoke.then(() => {
      clearAllStorage();
      queryClient.clear();
      toastSuccess('Logged out successfully');
      navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-label="Logging out" />
        <Text c="dimmed">Logging out...</Text>
      </Stack>
    </Center>
  );
}
