// What other features may use of billing (docs/decisions/048-dependencies-one-way.md): an order's invoice panel on the
// order page, a dealer's available credit on its order form, and the dashboard's receivables card.
export { OrderInvoicePanel, showsInvoicePanel } from './invoices/components/order-invoice-panel';
export { useMyAccountLine } from './my-account/api/get-my-account';
export { receivablesSummaryQueryOptions } from './receivables/api/get-receivables-summary';
