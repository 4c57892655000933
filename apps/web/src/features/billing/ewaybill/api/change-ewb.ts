import type { z } from 'zod';
import type { EwayBill, ewbCancelInputSchema, ewbVehicleUpdateInputSchema } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { ewbKeys } from './ewb-keys';

type Change =
  | { kind: 'vehicle'; body: z.input<typeof ewbVehicleUpdateInputSchema> }
  | { kind: 'cancel'; body: z.input<typeof ewbCancelInputSchema> };

/** POST /ewaybill/:id/vehicle (Part B update) or /ewaybill/:id/cancel: the bill as it is after. */
function changeEwb(ewbId: number, change: Change, options?: WriteOptions): Promise<EwayBill> {
  return api.post<EwayBill>(`/ewaybill/${ewbId}/${change.kind}`, change.body, options);
}

export function useChangeEwb(ewbId: number) {
  return useReloadingMutation(useWriteKey((change: Change, options: WriteOptions) => changeEwb(ewbId, change, options)), { reloads: [ewbKeys.all], silentError: true });
}
