import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { GoodsReceipt, GoodsReceiptDetail, GoodsReceiptInput } from '@steelworks/contract/goods-receipt';
import type {
  FromPurchaseListAnswer,
  FromPurchaseListInput,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderMove,
  PurchaseOrderStatus,
  Supplier,
  SupplierDetail,
  SupplierInput,
} from '@steelworks/contract/purchase';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { recordQueryOptions } from '../../../lib/record-query';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { planningKeys, storeItemKeys } from '../../../lib/query-keys';

const purchaseKeys = {
  all: ['purchase'] as const,
  suppliers: ['purchase', 'suppliers'] as const,
  orders: ['purchase', 'orders'] as const,
  order: (id: number) => ['purchase', 'order', id] as const,
  receipts: ['purchase', 'receipts'] as const,
};

function getSuppliers(params: PagedParams, signal?: AbortSignal): Promise<Paged<Supplier>> {
  return api.get<Paged<Supplier>>('/purchase/suppliers/', { page: params.page, search: params.search }, signal);
}
export function useSuppliers() {
  return usePagedQuery(purchaseKeys.suppliers, getSuppliers, {}, { csvPath: '/purchase/suppliers/' });
}
/** Every supplier's name for a picker (a shop buys from a few dozen at most). */
export function useSupplierChoices(enabled: boolean) {
  return useQuery({ enabled, queryKey: [...purchaseKeys.suppliers, 'choices'], queryFn: ({ signal }) => api.get<Paged<Supplier>>('/purchase/suppliers/', { limit: 100 }, signal) });
}
export function useCreateSupplier() {
  return useReloadingMutation((input: SupplierInput) => api.post<SupplierDetail>('/purchase/suppliers/', input), { reloads: [purchaseKeys.suppliers], silentError: true });
}

function getOrders(params: PagedParams & { status?: PurchaseOrderStatus }, signal?: AbortSignal): Promise<Paged<PurchaseOrder>> {
  return api.get<Paged<PurchaseOrder>>('/purchase/orders/', { page: params.page, search: params.search, status: params.status }, signal);
}
export function usePurchaseOrders(status: PurchaseOrderStatus | undefined) {
  return usePagedQuery(purchaseKeys.orders, getOrders, { status }, { csvPath: '/purchase/orders/' });
}
const supplierQuery = recordQueryOptions(
  (id: number) => [...purchaseKeys.suppliers, 'detail', id] as const,
  (id: number, signal) => api.get<SupplierDetail>(`/purchase/suppliers/${id}/`, undefined, signal),
);
/** GET /purchase/suppliers/:id: the supplier, with what it supplies and its last rates (no rates for a store manager). */
export function useSupplier(id: number) {
  return useQuery(supplierQuery(id));
}
const orderQuery = recordQueryOptions(purchaseKeys.order, (id: number, signal) => api.get<PurchaseOrderDetail>(`/purchase/orders/${id}/`, undefined, signal));
export function usePurchaseOrder(id: number, enabled = true) {
  return useQuery({ ...orderQuery(id), enabled });
}
/** Approve, cancel, close or send: the order comes back as it is now. */
export function useOrderAction(id: number) {
  return useReloadingMutation(
    useWriteKey((action: PurchaseOrderMove | 'send', options: WriteOptions) => api.post<PurchaseOrderDetail>(`/purchase/orders/${id}/${action}/`, {}, options)),
    { reloads: [purchaseKeys.orders, planningKeys.purchases], answerKey: () => purchaseKeys.order(id) },
  );
}
export function useOrdersFromPurchaseList() {
  return useReloadingMutation(
    useWriteKey((input: FromPurchaseListInput, options: WriteOptions) => api.post<FromPurchaseListAnswer>('/purchase/orders/from-purchase-list/', input, options)),
    { reloads: [purchaseKeys.orders, planningKeys.purchases], silentError: true },
  );
}

function getReceipts(params: PagedParams, signal?: AbortSignal): Promise<Paged<GoodsReceipt>> {
  return api.get<Paged<GoodsReceipt>>('/purchase/receipts/', { page: params.page, search: params.search }, signal);
}
export function useReceipts() {
  return usePagedQuery(purchaseKeys.receipts, getReceipts, {}, { csvPath: '/purchase/receipts/' });
}
/** A receipt moves stock: it carries an Idempotency-Key, and the store, orders and Purchase List reload. */
export function useReceiveGoods() {
  return useReloadingMutation(
    useWriteKey((input: GoodsReceiptInput, options: WriteOptions) => api.post<GoodsReceiptDetail>('/purchase/receipts/', input, options)),
    { reloads: [purchaseKeys.all, storeItemKeys.all, planningKeys.purchases], silentError: true },
  );
}
