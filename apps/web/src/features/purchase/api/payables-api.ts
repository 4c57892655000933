import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { returnPeriodSchema, type Gstr2bImport, type PayablesSummary, type Reconciliation, type SupplierAccount } from '@steelworks/contract/payables';
import { api } from '../../../lib/api-client';

/** GET /purchase/payables: what the shop owes, aged, and what falls due this week. */
export function usePayables(enabled = true) {
  return useQuery({ queryKey: ['purchase', 'payables'], queryFn: ({ signal }) => api.get<PayablesSummary>('/purchase/payables/', {}, signal), enabled, throwOnError: false, meta: { silentError: true } });
}

const itcKeys = { all: ['purchase', 'itc'] as const, period: (period: string) => ['purchase', 'itc', period] as const };

/** GET /purchase/itc?period=MMYYYY: the month's bills against its GSTR-2B, row by row, with the credit safe to claim. */
export function useReconciliation(period: string) {
  return useQuery({
    queryKey: itcKeys.period(period),
    queryFn: ({ signal }) => api.get<Reconciliation>('/purchase/itc/', { period }, signal),
    enabled: returnPeriodSchema.safeParse(period).success,
    throwOnError: false,
    meta: { silentError: true },
  });
}

/** POST /purchase/itc/gstr2b: the 2B JSON as the portal gives it; a new import of a month replaces the old one. */
export function useImportGstr2b() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) => api.post<Gstr2bImport>('/purchase/itc/gstr2b', file),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itcKeys.all }),
  });
}

/** GET /purchase/suppliers/:id/account: its balance, overdue, latest documents and ledger (those who pay suppliers). */
export function useSupplierAccount(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['purchase', 'payables', 'supplier', id],
    queryFn: ({ signal }) => api.get<SupplierAccount>(`/purchase/suppliers/${id}/account/`, undefined, signal),
    enabled,
    throwOnError: false,
    meta: { silentError: true },
  });
}
