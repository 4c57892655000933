/** Query keys of the receivables (under billing's prefix, so a payment that reloads `billing` reloads these too). */
export const receivablesKeys = {
  all: ['billing', 'receivables'] as const,
  list: ['billing', 'receivables', 'list'] as const,
  summary: ['billing', 'receivables', 'summary'] as const,
};
