import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from './lazy-part';

// A tapped action's card (with its Discard confirmation) loads the first time there is one to show: a phone's first
// load of My works or the field home, with nothing waiting, carries neither (issue 33 point 7).
const QueuedActionCard = lazyPart(() => import('./queued-action-card').then((m) => ({ default: m.QueuedActionCard })));

export function LazyQueuedActionCard(props: ComponentProps<typeof QueuedActionCard>) {
  return (
    <Suspense fallback={null}>
      <QueuedActionCard {...props} />
    </Suspense>
  );
}
