import type { Notification } from '@steelworks/contract/notification';
import type { Translate } from './i18n';

/**
 * A notification in the reader's language (issue 40 point 9). The server keeps each notification's title and body as
 * English text with its values in it ("New work: Cutting, Welding for 12-1-1, 12-1-2 and 5 more", "7 units"), so the
 * bell reads the ones a worker gets back into their template and values, and looks the template up like any other
 * text (decision 035: the English text is the key). Any other title or body is looked up whole: one the dictionary
 * lacks stays English.
 */

const NEW_WORK = /^New work: (.+) for (.+)$/;
const UNITS = /^(\d+) units$/;

/** "12-1-1, 12-1-2 and 5 more", "12-1-1 and 12-1-2", "12-1-1": the server's short list of units (notify.service.ts). */
function unitList(text: string, t: Translate): string {
  const more = /^(.+) and (\d+) more$/.exec(text);
  if (more) return t('{{list}} and {{n}} more', { list: more[1], n: more[2] });
  const two = /^(.+) and ([^,]+)$/.exec(text);
  if (two) return t('{{list}} and {{last}}', { list: two[1], last: two[2] });
  return text;
}

export function notificationTitle(notification: Pick<Notification, 'event' | 'title'>, t: Translate): string {
  const work = notification.event === 'work_assigned' ? NEW_WORK.exec(notification.title) : null;
  if (!work) return t(notification.title);
  const types = work[1]!.split(', ').map((type) => t(type)).join(', ');
  return t('New work: {{types}} for {{units}}', { types, units: unitList(work[2]!, t) });
}

export function notificationBody(notification: Pick<Notification, 'event' | 'body'>, t: Translate): string {
  if (!notification.body) return '';
  const units = notification.event === 'work_assigned' ? UNITS.exec(notification.body) : null;
  return units ? t('{{n}} units', { n: units[1] }) : t(notification.body);
}
