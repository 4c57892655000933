import type { CheckInInput, PositionInput, VisitEntry } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { fieldKeys } from './keys';

/** POST /fieldsite/visitentry/check-in — the server takes the time; the phone sends its position and accuracy. */
export function checkIn(input: CheckInInput): Promise<VisitEntry> {
  return api.post<VisitEntry>('/fieldsite/visitentry/check-in', input);
}

/** POST /fieldsite/visitentry/{id}/check-out */
export function checkOut(id: number, input: PositionInput): Promise<VisitEntry> {
  return api.post<VisitEntry>(`/fieldsite/visitentry/${id}/check-out`, input);
}

export function useCheckIn() {
  return useReloadingMutation(checkIn, { reloads: [fieldKeys.all] });
}

export function useCheckOut() {
  return useReloadingMutation(({ id, position }: { id: number; position: PositionInput }) => checkOut(id, position), { reloads: [fieldKeys.all] });
}
