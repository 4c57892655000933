/** Query keys of the GST reports (under billing's prefix: a new invoice or credit note reloads them too). */
export const gstReportKeys = {
  all: ['billing', 'reports'] as const,
  salesRegister: (month: string) => ['billing', 'reports', 'sales-register', month] as const,
  hsnSummary: (month: string) => ['billing', 'reports', 'hsn-summary', month] as const,
};
