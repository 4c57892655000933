import { translate } from '../i18n/i18n';

/**
 * The phone app's offline texts (issue 33), in English; each is the key of its Hindi text (lib/i18n/hi.ts). A text
 * with a value is a template the screens fill in through `t` (`t(OFFLINE_TEXT.waitsFor, { label })`), so the Hindi one
 * can put the value where Hindi wants it.
 */
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
  queueButtonOne: '1 action waiting to send',
  queueButton: '{{n}} actions waiting to send',
  tapped: 'Tapped',
  retry: 'Retry',
  discard: 'Discard',
  discardTitle: 'Discard this action?',
  discardBody: '"{{label}}" will not be sent. This cannot be undone.',
  sendAll: 'Send now',
  dependsOnDiscarded: 'The action this one depends on was discarded, so it cannot be sent.',
  waitsFor: 'Waits for: {{label}}',
  noNetwork: 'No network yet: it will be sent when the network returns.',
  savedOffline: 'Saved on this phone. It will be sent when the network returns.',
  savedAgo: 'Saved {{age}} ago',
  otherAccount: 'Tapped by another account on this phone',
} as const;

/** Fills in a template's `{{values}}` in the person's language: `t` of the screens. */
export type FillIn = (template: string, values?: Record<string, string | number>) => string;

/** "14 min", "2 h", "3 days": how old saved data is, in the language of `t`. */
export function formatAge(ms: number, t: FillIn = translate): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return t('less than a minute');
  if (minutes < 60) return t('{{n}} min', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{{n}} h', { n: hours });
  const days = Math.floor(hours / 24);
  return days === 1 ? t('1 day') : t('{{n}} days', { n: days });
}

/** "3 actions waiting to send", in the language of `t`. */
export function queueButtonText(count: number, t: FillIn = translate): string {
  return count === 1 ? t(OFFLINE_TEXT.queueButtonOne) : t(OFFLINE_TEXT.queueButton, { n: count });
}
