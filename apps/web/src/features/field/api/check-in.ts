import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInInput, PositionInput, VisitEntry } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkIn, onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }) });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: PositionInput }) => checkOut(id, position),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
}
