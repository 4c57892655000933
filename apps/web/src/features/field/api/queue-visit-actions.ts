import type { PositionInput } from '@steelworks/contract/field';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field-text';
import { i18n } from '../../../lib/i18n/i18n';
import { enqueueAction, ID_FROM_EARLIER, type NewAction } from '../../../lib/offline/offline-queue';
import { fieldKeys } from './keys';

/**
 * The field staff's phone actions through the phone's queue (issue 33): stored with the position and time of the tap,
 * sent now or when the network returns. A visit checked in offline has no id yet: its later actions name it by the
 * key of the queued check-in (a string) and get the real id once the check-in is answered.
 */
export type VisitRef = number | string;

/**
 * The queue's texts of these actions in English (each the key of its Hindi text). A label is written in the
 * tapper's language when tapped, as the queue keeps it; a done text is kept in English and the toast translates it.
 */
const FIELD_QUEUE_TEXT = {
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  noteSaved: 'Note saved',
  checkedInOutside: `Checked in, ${FIELD_TEXT.outsideSite} ({{distance}} m away)`,
  checkIn: 'Check in at {{site}}',
  checkOut: 'Check out of {{site}}',
  photo: 'Photo {{title}} of {{site}}',
  note: 'Note on the visit to {{site}}',
} as const;

/** The path, dependency and card of an action on a visit, whether the visit has its id yet or not. */
function onVisit(visit: VisitRef, name: string, path: (id: string) => string): Pick<NewAction, 'path' | 'subject' | 'dependsOn'> {
  if (typeof visit === 'number') return { path: path(String(visit)), subject: { visit, name } };
  return { path: path(ID_FROM_EARLIER), subject: { visit, name }, dependsOn: visit };
}

/** POST /fieldsite/visitentry/check-in with the position taken at the tap. */
export function queueCheckIn(site: { id: number; fieldsite_name: string }, position: PositionInput) {
  return enqueueAction({
    kind: 'check-in',
    label: i18n.t(FIELD_QUEUE_TEXT.checkIn, { site: site.fieldsite_name }),
    method: 'POST',
    path: '/fieldsite/visitentry/check-in',
    body: { type: 'json', value: { fieldsite: site.id, ...position } },
    subject: { site: site.id, name: site.fieldsite_name },
    reloads: [fieldKeys.all],
    doneText: FIELD_QUEUE_TEXT.checkedIn,
    // A check-in beyond the site's radius is kept but flagged: the toast says so (docs/product/field-app.md#phone-check-in-and-check-out).
    doneTextWhen: { field: 'outside_site', text: FIELD_QUEUE_TEXT.checkedInOutside },
  });
}

/** POST /fieldsite/visitentry/{id}/check-out with the position taken at the tap. */
export function queueCheckOut(visit: VisitRef, siteName: string, position: PositionInput) {
  return enqueueAction({
    kind: 'check-out',
    label: i18n.t(FIELD_QUEUE_TEXT.checkOut, { site: siteName }),
    method: 'POST',
    ...onVisit(visit, siteName, (id) => `/fieldsite/visitentry/${id}/check-out`),
    body: { type: 'json', value: { ...position } },
    reloads: [fieldKeys.all],
    doneText: FIELD_QUEUE_TEXT.checkedOut,
  });
}

/** POST (multipart) /fieldsite/visit_image/ — the photo already compressed, kept as bytes until sent. */
export async function queuePhoto(visit: VisitRef, siteName: string, photo: { image: Blob; title: string; message: string }) {
  const target = onVisit(visit, siteName, () => '/fieldsite/visit_image/');
  return enqueueAction({
    kind: 'photo',
    label: i18n.t(FIELD_QUEUE_TEXT.photo, { title: photo.title, site: siteName }),
    method: 'POST',
    ...target,
    body: {
      type: 'form',
      fields: { visit_entry: typeof visit === 'number' ? String(visit) : ID_FROM_EARLIER, title: photo.title, message: photo.message },
      file: { field: 'image', name: photo.title, type: photo.image.type || 'image/jpeg', data: await photo.image.arrayBuffer() },
    },
    reloads: [fieldKeys.images],
    doneText: FIELD_TOASTS.imageCreated,
  });
}

/** PUT /fieldsite/visitentry/{id}/note/ {remark}: the visit's notes (field staff may write them on their own visit). */
export function queueNote(visit: VisitRef, siteName: string, remark: string) {
  return enqueueAction({
    kind: 'note',
    label: i18n.t(FIELD_QUEUE_TEXT.note, { site: siteName }),
    method: 'PUT',
    ...onVisit(visit, siteName, (id) => `/fieldsite/visitentry/${id}/note/`),
    body: { type: 'json', value: { remark } },
    reloads: [fieldKeys.all],
    doneText: FIELD_QUEUE_TEXT.noteSaved,
  });
}
