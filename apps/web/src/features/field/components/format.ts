import { parseLocation, type LatLng } from '@steelworks/contract/field-text';
import { formatCoordinate, formatDateTime } from '../../../lib/format';

/** Visit times as docs/product/screens-and-texts.md#formats shows them: DD-MM-YYYY h:mm a, in the business time zone as every time shown. */
export function formatVisitTime(value: string | null | undefined): string {
  return formatDateTime(value);
}

export function formatDuration(minutes: number | null | undefined): string {
  return minutes == null ? '' : `${minutes} min`;
}

/** A point as the screens write it: "(11.047204,76.084901)", each number rounded to 6 places. */
export function formatPoint(point: LatLng): string {
  return `(${formatCoordinate(point.lat)},${formatCoordinate(point.lng)})`;
}

/** A "(lat,lng)" text of the API as the screens write it (rounded to 6 places); text that is no point stays as is. */
export function formatLocation(text: string | null | undefined): string {
  if (!text) return '';
  const point = pointOf(text);
  return point ? formatPoint(point) : text;
}

/** "(lat,lng)" -> the point, or null. */
export function pointOf(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const parsed = parseLocation(text);
  return 'error' in parsed ? null : parsed;
}
