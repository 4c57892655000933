/** Query keys of e-invoicing (issue 44 point 2). */
export const einvoiceKeys = {
  all: ['einvoice'] as const,
  settings: ['einvoice', 'settings'] as const,
  document: (source: string, id: number | string) => ['einvoice', 'document', source, String(id)] as const,
};
