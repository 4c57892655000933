import { useQuery } from '@tanstack/react-query';
import type { AttendanceDay } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { wagesKeys } from './keys';

/** GET /wages/attendance/?from&to: every worker's days in the period. */
export function useAttendance(from: string, to: string) {
  return useQuery({
    queryKey: wagesKeys.attendance(from, to),
    queryFn: ({ signal }) => api.get<AttendanceDay[]>('/wages/attendance/', { from, to }, signal),
  });
}

export type MarkValues = { worker: number; day: string; status: string; first_tap: string | null; last_tap: string | null; reason: string };

/** PUT /wages/attendance/: a manager's mark on a worker's day. */
function markAttendance(values: MarkValues, options: WriteOptions): Promise<AttendanceDay> {
  return api.put<AttendanceDay>('/wages/attendance/', values, options);
}

export function useMarkAttendance() {
  return useReloadingMutation(useWriteKey(markAttendance), { reloads: [['wages', 'attendance']], silentError: true });
}
