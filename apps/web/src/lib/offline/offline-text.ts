/** The phone app's offline texts, in one place so they are easy to translate (issue 33). */
export const OFFLINE_TEXT = {
  waiting: 'Waiting to send',
  sending: 'Sending',
  failed: 'Not sent',
  offlineTitle: 'You are offline',
  offlineBody:
    'What you tap is saved on this phone and sent when the network returns. You can still check in and out, add photos and notes, and start or complete your works; the lists show what was saved last.',
  updateTitle: 'Update available',
  updateBody: 'A new version of the app is ready.',
  reload: 'Reload',
  later: 'Later',
  queueTitle: 'Waiting to send',
  queueEmpty: 'Nothing is waiting to send.',
  queueButton: (count: number) => (count === 1 ? '1 action waiting to send' : `${count} actions waiting to send`),
  tapped: 'Tapped',
  retry: 'Retry',
  discard: 'Discard',
  discardTitle: 'Discard this action?',
  discardBody: (label: string) => `"${label}" will not be sent. This cannot be undone.`,
  sendAll: 'Send now',
  dependsOnDiscarded: 'The action this one depends on was discarded, so it cannot be sent.',
  waitsFor: (label: string) => `Waits for: ${label}`,
  noNetwork: 'No network yet: it will be sent when the network returns.',
  savedOffline: 'Saved on this phone. It will be sent when the network returns.',
  savedAgo: (age: string) => `Saved ${age} ago`,
  otherAccount: 'Tapped by another account on this phone',
} as const;

/** "14 min", "2 h", "3 days": how old saved data is. */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
