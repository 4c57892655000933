import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslate } from '../../lib/i18n/i18n';
import { OFFLINE_TEXT } from '../../lib/offline/offline-text';
import { useOnline } from '../../lib/offline/use-offline-queue';

/** Says so when the phone has no network, and what still works. */
export function OfflineBanner() {
  const t = useTranslate();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={20} />} title={t(OFFLINE_TEXT.offlineTitle)} mb="sm" role="status" data-testid="offline-banner">
      {t(OFFLINE_TEXT.offlineBody)}
    </Alert>
  );
}
