/** Query keys of invoices and credit notes; under billingKeys.all, so a payment's reload of ['billing'] reaches them. */
export const invoiceKeys = {
  all: ['billing', 'invoices'] as const,
  list: ['billing', 'invoices', 'list'] as const,
  detail: (id: number | string) => ['billing', 'invoices', 'detail', String(id)] as const,
  ofOrder: (orderId: number | string) => ['billing', 'invoices', 'order', String(orderId)] as const,
  creditNote: (id: number | string) => ['billing', 'credit-notes', 'detail', String(id)] as const,
  notes: ['billing', 'credit-notes', 'list'] as const,
};
