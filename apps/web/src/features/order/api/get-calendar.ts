import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';

/** GET /supervisor/calender-data/?date=YYYY-MM — the schedule items of a month (a supervisor: its own). */
function getCalendar(month: string, supervisor?: number, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return api.get<CalendarEvent[]>('/supervisor/calender-data/', { date: month, supervisor }, signal);
}

export function useCalendar(month: string, supervisor?: number) {
  return useQuery({ queryKey: ['schedule-items', 'calendar', month, supervisor], queryFn: ({ signal }) => getCalendar(month, supervisor, signal) });
}
