// The field app's texts, limits and plain location functions without zod: the field staff's phone screens import this
// file, and zod stays out of their first download (docs/decisions/018). The schemas are in field.ts.

/** docs/product/field-app.md#field-validation, docs/product/screens-and-texts.md#toasts, word for word (" phone is required" keeps its leading space). */
export const FIELD_TEXT = {
  emailRequired: 'email is required',
  usernameRequired: 'username is required',
  phoneRequired: ' phone is required',
  phoneDigits: 'phone must be 10 digits',
  emailInvalid: 'Enter a valid email',
  nameRequired: 'name is required',
  ownerNameRequired: 'owner name is required',
  ownerPhoneDigits: 'owner phone must be 10 digits',
  invalidLatitude: 'Invalid latitude',
  invalidLongitude: 'Invalid longitude',
  locationFormat: 'Enter a location as (lat,lng)',
  selectSite: 'Select a field site',
  selectStaff: 'Select a field staff',
  checkInDate: 'Enter the check-in date and time',
  checkOutDate: 'Enter the check-out date and time',
  checkOutBeforeCheckIn: 'Check out must be after check in',
  dateWindow: 'Choose a date within one year of today',
  openVisit: 'You already have an open visit. Check it out first.',
  /** A check-out (often one queued offline) of a visit checked out meanwhile; `time` as the screens show it. */
  alreadyCheckedOut: (time: string) => `This visit was already checked out at ${time}.`,
  accuracy: 'The position has no usable accuracy',
  radius: 'Enter a radius from 10 to 10000 metres',
  placeSearchOff: 'Place search is not configured. Type the latitude and longitude instead.',
  placeSearchDown: 'Place search is not reachable right now. Type the latitude and longitude instead.',
  noData: 'No Data',
  noVisits: 'No VisitEntries',
  noImages: 'No VisitEntry Images',
  mapLoading: 'map is loading',
  mapError: 'Error loading map',
  outsideSite: 'outside the site',
} as const;

export const FIELD_TOASTS = {
  staffCreated: 'FieldStaff Created Successfully!',
  staffUpdated: 'FieldStaff Updated Successfully!',
  staffDeleted: 'FieldStaff Deleted Successfully!',
  siteCreated: 'FieldSite Created Successfully!',
  siteUpdated: 'FieldSite Updated Successfully!',
  siteDeleted: 'FieldSite Deleted Successfully!',
  visitCreated: 'VisitEntry Created Successfully!',
  visitUpdated: 'VisitEntry Updated Successfully!',
  visitDeleted: 'VisitEntry Deleted Successfully!',
  imageCreated: 'VisitEntryImage Created Successfully!',
  imageUpdated: 'VisitEntryImage Updated Successfully!',
  imageDeleted: 'VisitEntryImage Deleted Successfully!',
} as const;

/** docs/product/field-app.md#maps-and-place-search. */
export const FIELD_LIMITS = {
  phoneLength: 10,
  imageNameMax: 100,
  messageShown: 25,
  placeResults: 10,
  placeAddressShown: 30,
  defaultZoom: 14,
  chosenZoom: 17,
  defaultPosition: { lat: 11.0408, lng: 76.0849 },
  defaultRadiusM: 200,
} as const;

// --- Locations: "(lat,lng)" text on the wire, two numbers in the database ---

export type LatLng = { lat: number; lng: number };

const NUMBER = '\\s*(-?\\d+(?:\\.\\d+)?)\\s*';
const LOCATION_TEXT = new RegExp(`^\\(${NUMBER},${NUMBER}\\)$`);

/** "(11.0408,76.0849)" -> {lat, lng}; a message for what is wrong otherwise. */
export function parseLocation(text: string): LatLng | { error: string } {
  const match = LOCATION_TEXT.exec(text.trim());
  if (!match) return { error: FIELD_TEXT.locationFormat };
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(lat >= -90 && lat <= 90)) return { error: FIELD_TEXT.invalidLatitude };
  if (!(lng >= -180 && lng <= 180)) return { error: FIELD_TEXT.invalidLongitude };
  return { lat, lng };
}

export function formatLocation(point: LatLng | null | undefined): string | null {
  return point ? `(${point.lat},${point.lng})` : null;
}

/** Great-circle distance in metres (haversine on a 6,371 km sphere: well within a phone's accuracy). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
