/** Query keys of the GST reports (under billing's prefix: a new invoice or credit note reloads them too). */
export const gstReportKeys = {
  all: ['billing', 'reports'] as const,
  salesRegister: (month: string) => ['billing', 'reports', 'sales-register', month] as const,
  hsnSummary: (month: string) => ['billing', 'reports', 'hsn-summary', month] as const,
  tds: (quarter: string) => ['billing', 'reports', 'tds', quarter] as const,
  gstr1Summary: (period: string) => ['billing', 'reports', 'gstr1', 'summary', period] as const,
  gstr1Check: (period: string) => ['billing', 'reports', 'gstr1', 'check', period] as const,
  gstr3b: (period: string) => ['billing', 'reports', 'gstr3b', period] as const,
};
