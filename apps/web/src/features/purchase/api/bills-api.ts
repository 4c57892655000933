import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { Billable, SupplierBill, SupplierBillDetail, SupplierBillInput, SupplierDebitNote, SupplierDebitNoteInput } from '@steelworks/contract/payables';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { recordQueryOptions } from '../../../lib/record-query';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';

const billKeys = {
  list: ['purchase', 'bills'] as const,
  bill: (id: number) => ['purchase', 'bill', id] as const,
  billable: (supplier: number, billDate: string) => ['purchase', 'billable', supplier, billDate] as const,
};

/** A bill or a debit note changes what is owed: the payables, the supplier's account and the bills all reload. */
const RELOADS = [['purchase']] as const;

type BillFilters = { supplier?: string; status?: string };

function getBills(params: PagedParams & BillFilters, signal?: AbortSignal): Promise<Paged<SupplierBill>> {
  return api.get<Paged<SupplierBill>>('/purchase/bills/', { page: params.page, search: params.search, supplier: params.supplier, status: params.status }, signal);
}
/** GET /purchase/bills: newest first, by bill number or supplier; one supplier's, or Open or Paid only. */
export function useBills(filters: BillFilters) {
  return usePagedQuery(billKeys.list, getBills, filters, { csvPath: '/purchase/bills/' });
}

const billQuery = recordQueryOptions(billKeys.bill, (id: number, signal) => api.get<SupplierBillDetail>(`/purchase/bills/${id}/`, undefined, signal));
export function useBill(id: number) {
  return useQuery(billQuery(id));
}

/** GET /purchase/bills/billable: the supplier's received lines on no bill yet, its tax split and the TDS figures. */
export function useBillable(supplier: number, billDate: string) {
  return useQuery({
    queryKey: billKeys.billable(supplier, billDate),
    queryFn: ({ signal }) => api.get<Billable>('/purchase/bills/billable/', { supplier, bill_date: billDate || undefined }, signal),
    enabled: supplier > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /purchase/bills with an Idempotency-Key: a resent bill lands once. The form shows a refusal itself. */
export function useCreateBill() {
  return useReloadingMutation(
    useWriteKey((input: SupplierBillInput, options: WriteOptions) => api.post<SupplierBillDetail>('/purchase/bills/', input, options)),
    { reloads: RELOADS, answerKey: (bill) => billKeys.bill(bill.id), silentError: true },
  );
}

/** POST /purchase/debit-notes with an Idempotency-Key; the bill and everything owed reload. */
export function useCreateDebitNote() {
  return useReloadingMutation(
    useWriteKey((input: SupplierDebitNoteInput, options: WriteOptions) => api.post<SupplierDebitNote>('/purchase/debit-notes/', input, options)),
    { reloads: RELOADS, silentError: true },
  );
}
