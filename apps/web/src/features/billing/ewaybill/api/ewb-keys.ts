/** Query keys of the e-way bills (issue 44 point 3): under billing, so a billing write reloads them too. */
export const ewbKeys = {
  all: ['billing', 'ewaybill'] as const,
  invoice: (invoiceId: number | string) => ['billing', 'ewaybill', 'invoice', String(invoiceId)] as const,
  settings: ['billing', 'ewaybill', 'settings'] as const,
};
