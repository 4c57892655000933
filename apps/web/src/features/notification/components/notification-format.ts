import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage, translate } from '../../../lib/i18n/i18n';

const relative = { en: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }), hi: new Intl.RelativeTimeFormat('hi', { numeric: 'auto' }) };

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; a week or more back, the date (DD-MM-YYYY)
 * in the business time zone, as the rest of the app writes dates. In the reader's language (Hindi too).
 */
export function formatTimeAgo(value: string, now: number = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return translate('just now');
  const format = relative[currentLanguage()];
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return format.format(-days, 'day');
  return formatDate(value);
}

/** The full time, for the tooltip of a "time ago". */
export function formatNotificationTime(value: string): string {
  return formatDateTime(value);
}

/**
 * Where an entry leads: the server's web path, or the notifications list when the link is not a path of this app
 * (a link is data from the server; an absolute or protocol-relative URL must not take a user off the app).
 */
export function linkOf(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/notifications';
}
