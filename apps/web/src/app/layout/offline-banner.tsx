import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { OFFLINE_TEXT } from '../../lib/offline/offline-text';
import { useOnline } from '../../lib/offline/use-offline-queue';

/** Says so when the phone has no network, and what still works. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={20} />} title={OFFLINE_TEXT.offlineTitle} mb="sm" role="status" data-testid="offline-banner">
      {OFFLINE_TEXT.offlineBody}
    </Alert>
  );
}
