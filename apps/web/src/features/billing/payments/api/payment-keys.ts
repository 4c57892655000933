/** Query keys of payments (issue 31 point 3); under the billing prefix, so a write that reloads `billing` reloads them. */
export const paymentKeys = {
  all: ['billing', 'payments'] as const,
  list: ['billing', 'payments', 'list'] as const,
  postDated: ['billing', 'payments', 'post-dated'] as const,
  payment: (id: number | string) => ['billing', 'payments', 'detail', String(id)] as const,
  receipt: (id: number | string) => ['billing', 'payments', 'receipt', String(id)] as const,
  openInvoices: (dealerId: number | string) => ['billing', 'payments', 'open-invoices', String(dealerId)] as const,
};
