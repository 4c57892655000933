import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { WageDue, WageSheet, WageSheetDetail, WageSlip, WageSlipSummary } from '@steelworks/contract/wage-sheets';
import { api, downloadFile } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';

/** Query keys of the wage sheets; every write reloads the whole prefix. */
const sheetKeys = {
  all: ['wages', 'sheets'] as const,
  list: ['wages', 'sheets', 'list'] as const,
  one: (id: number) => ['wages', 'sheets', id] as const,
  slip: (sheet: number, worker: number | 'mine') => ['wages', 'sheets', sheet, 'slip', worker] as const,
  mine: ['wages', 'sheets', 'mine'] as const,
  due: ['wages', 'sheets', 'due'] as const,
};

/** GET /wages/sheets/: the newest sheets (one a month or week, so one page is two years). */
export function useWageSheets() {
  return useQuery({ queryKey: sheetKeys.list, queryFn: ({ signal }) => api.get<Paged<WageSheet>>('/wages/sheets/', { page: 1, limit: 24 }, signal) });
}

/** GET /wages/sheets/{id}/: a sheet with every worker's line. */
export function useWageSheet(id: number) {
  return useQuery({ queryKey: sheetKeys.one(id), queryFn: ({ signal }) => api.get<WageSheetDetail>(`/wages/sheets/${id}/`, undefined, signal) });
}

/** GET a slip: the manager's copy of a worker's (`worker` an id) or the worker's own (`'mine'`). */
export function useWageSlip(sheet: number, worker: number | 'mine') {
  const path = worker === 'mine' ? `/wages/my-slips/${sheet}/` : `/wages/sheets/${sheet}/slips/${worker}/`;
  return useQuery({ queryKey: sheetKeys.slip(sheet, worker), queryFn: ({ signal }) => api.get<WageSlip>(path, undefined, signal), meta: { notFound: 'inline' } });
}

/** GET /wages/my-slips/: the worker's own slips. */
export function useMySlips() {
  return useQuery({ queryKey: sheetKeys.mine, queryFn: ({ signal }) => api.get<WageSlipSummary[]>('/wages/my-slips/', undefined, signal) });
}

/** GET /wages/due/: unpaid sheets near or past their due date (the dashboard's warning). */
export function useWagesDue(enabled: boolean) {
  return useQuery({ queryKey: sheetKeys.due, queryFn: ({ signal }) => api.get<WageDue[]>('/wages/due/', undefined, signal), enabled, throwOnError: false, meta: { silentError: true } });
}

export function useCreateSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { period_from: string }) => api.post<WageSheet>('/wages/sheets/', values),
    onSuccess: () => client.invalidateQueries({ queryKey: sheetKeys.all }),
    meta: { silentError: true },
  });
}

export function useApproveSheet(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WageSheetDetail>(`/wages/sheets/${id}/approve/`),
    onSuccess: () => client.invalidateQueries({ queryKey: sheetKeys.all }),
    meta: { silentError: true },
  });
}

type PayValues = { id: number; method: string; reference: string };
/** POST /wages/sheets/{id}/pay/: moves money, so it carries an Idempotency-Key (a retry answers the first). */
function paySheet({ id, ...body }: PayValues, options: WriteOptions): Promise<WageSheetDetail> {
  return api.post<WageSheetDetail>(`/wages/sheets/${id}/pay/`, body, options);
}

export function usePaySheet() {
  return useReloadingMutation(useWriteKey(paySheet), { reloads: [sheetKeys.all], silentError: true });
}

/** The wage register or the bank file of a sheet, as the server names it. */
export function downloadSheetFile(id: number, file: 'register' | 'bank-file') {
  return downloadFile(`/wages/sheets/${id}/${file}.csv`, {}, `wage-${file}-${id}.csv`);
}

type AdvanceValues = { worker: string; amount: string; note: string };
/** POST /wages/advances/: money paid to a worker now, so it carries an Idempotency-Key. */
function createAdvance(values: AdvanceValues, options: WriteOptions): Promise<unknown> {
  return api.post('/wages/advances/', values, options);
}

export function useCreateAdvance() {
  return useReloadingMutation(useWriteKey(createAdvance), { reloads: [sheetKeys.all], silentError: true });
}

/** POST /wages/sheets/{id}/adjustments/: a correction of a locked sheet, landing in the next open period. */
export function useCreateAdjustment(sheetId: number) {
  return useReloadingMutation((values: { worker: string; amount: string; reason: string }) => api.post(`/wages/sheets/${sheetId}/adjustments/`, values), {
    reloads: [sheetKeys.all],
    silentError: true,
  });
}
