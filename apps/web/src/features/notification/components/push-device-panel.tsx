import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceMobile, IconInfoCircle } from '@tabler/icons-react';
import { NOTIFICATION_TEXT } from '@steelworks/contract/notification-text';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, toastSuccess } from '../../../lib/toast';
import { getDeviceSubscription, isPushSupported, subscribeDevice, unsubscribeDevice } from './push-device';

/** A failure as a person reads it: the server's message for a failed call, our own for a refused permission. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return failureMessage(error);
  return error instanceof Error && error.message ? error.message : failureMessage(error);
}

/** "Turn on phone notifications for this device" / "Turn off", or why this browser cannot. */
export function PushDevicePanel() {
  const supported = isPushSupported();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    getDeviceSubscription()
      .then((found) => live && setSubscription(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {NOTIFICATION_TEXT.pushUnsupported}
      </Alert>
    );
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {subscription ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{NOTIFICATION_TEXT.pushOn}</Text>
          <Button
            variant="default"
            loading={busy}
            onClick={() =>
              run(async () => {
                await unsubscribeDevice(subscription);
                setSubscription(null);
              })
            }
          >
            Turn off
          </Button>
        </Group>
      ) : (
        <Button
          leftSection={<IconDeviceMobile size={18} />}
          loading={busy}
          // The label is long for a 390 px phone: let it wrap rather than push the page sideways.
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal' } }}
          onClick={() =>
            run(async () => {
              setSubscription(await subscribeDevice());
              toastSuccess(NOTIFICATION_TEXT.pushOn);
            })
          }
        >
          Turn on phone notifications for this device
        </Button>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </>
  );
}
