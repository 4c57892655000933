import dayjs from 'dayjs';
import { parseLocation, type LatLng } from '@steelworks/contract/field';

/** Visit times as spec 3 section 9 shows them: DD-MM-YYYY h:mm a (in the offset the server sent). */
export function formatVisitTime(value: string | null | undefined): string {
  if (!value) return '';
  // Keep the wall-clock time of the business time zone the server wrote, whatever the browser's zone.
  const local = value.replace(/\.\d+/, '').replace(/([+-]\d{2}:\d{2}|Z)$/, '');
  return dayjs(local).format('DD-MM-YYYY h:mm a');
}

export function formatDuration(minutes: number | null | undefined): string {
  return minutes == null ? '' : `${minutes} min`;
}

/** "(lat,lng)" -> the point, or null. */
export function pointOf(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const parsed = parseLocation(text);
  return 'error' in parsed ? null : parsed;
}
