import { ActionIcon, Indicator } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslate } from '../../lib/i18n/i18n';
import { queueButtonText } from '../../lib/offline/offline-text';
import { useQueuedActions } from '../../lib/offline/use-offline-queue';
import { HoverTip } from './hover-tip';
import { lazyPart } from '../../components/lazy-part';

// The list (a drawer of cards with their dialogs) loads at the first tap, not with every signed-in screen.
const QueueDrawer = lazyPart(() => import('./queue-drawer'));

/**
 * The header's count of actions not yet sent (shown only while there are some), opening the list of them. Failed ones
 * turn the count red.
 */
export function QueueIndicator() {
  const t = useTranslate();
  const actions = useQueuedActions();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  if (actions.length === 0 && !opened) return null;
  const failed = actions.some((a) => a.status === 'failed');
  const label = queueButtonText(actions.length, t);
  return (
    <>
      <HoverTip label={label}>
        <Indicator label={actions.length} size={18} color={failed ? 'red' : 'yellow'} disabled={actions.length === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color={failed ? 'red' : 'gray'}
            size="lg"
            aria-label={label}
            onClick={() => {
              setAsked(true);
              setOpened(true);
            }}
            data-testid="queue-indicator"
          >
            <IconCloudUpload size={22} />
          </ActionIcon>
        </Indicator>
      </HoverTip>
      {asked && (
        <Suspense fallback={null}>
          <QueueDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
